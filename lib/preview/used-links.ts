import 'server-only';

import { processSingleton } from '@/lib/process-singleton';
import {
  claimsRedisUrl,
  memoryDeliveryIds,
  redisDeliveryIds,
  type DeliveryIds,
} from '@/lib/revalidate/delivery-ids';

/**
 * Used preview links, each until it expires. With a Redis every instance shares them (`SET NX`); without it
 * a link could be used once on each instance.
 */
export const usedPreviewLinks = (): DeliveryIds =>
  processSingleton('preview.usedLinks', () => {
    const url = claimsRedisUrl();
    return url ? redisDeliveryIds(url, memoryDeliveryIds(), 'plaza:preview-link:') : memoryDeliveryIds();
  });
