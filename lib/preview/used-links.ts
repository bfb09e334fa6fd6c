import 'server-only';

import { processSingleton } from '@/lib/process-singleton';
import {
  claimsRedisUrl,
  memoryDeliveryIds,
  redisDeliveryIds,
  type DeliveryIds,
} from '@/lib/revalidate/delivery-ids';

/**
 * Preview links already used, each remembered until it expires: a link opens one preview session, once.
 * With a Redis (claimsRedisUrl) every instance shares them (`SET NX`, so of two instances given the same link
 * at once exactly one lets it in); without it each instance remembers its own, and a link could be used once
 * on each.
 */
export const usedPreviewLinks = (): DeliveryIds =>
  processSingleton('preview.usedLinks', () => {
    const url = claimsRedisUrl();
    return url ? redisDeliveryIds(url, memoryDeliveryIds(), 'plaza:preview-link:') : memoryDeliveryIds();
  });
