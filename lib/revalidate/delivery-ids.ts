import { claimsRedisUrl, memoryClaims, redisClaims, type Claims } from '@/lib/claims';
import { processSingleton } from '@/lib/process-singleton';

/** Delivery ids acted on, while their timestamp is accepted: a known one is a replay or a WP-Cron retry. */
export function deliveryIds(): Claims {
  return processSingleton('deliveryIds', () => {
    const url = claimsRedisUrl();
    return url ? redisClaims(url, 'plaza:delivery:') : memoryClaims();
  });
}
