import { randomBytes } from 'node:crypto';

import { WEBHOOK_VERSION } from '../../lib/companion/contract';

type Post = { id: number; type?: string; status?: string; categories: number[]; parent?: number };

export const newDeliveryId = () => randomBytes(16).toString('hex');

/** A delivery's body as the plugin sends it: this contract's version, a delivery id of its own, sent now. */
export function webhookBody(
  post: Post,
  { event = 'saved', deliveryId = newDeliveryId() }: { event?: string; deliveryId?: string } = {},
): string {
  return JSON.stringify({
    version: WEBHOOK_VERSION,
    deliveryId,
    event,
    post: { type: 'post', status: 'publish', ...post },
    sentAt: new Date().toISOString(),
  });
}
