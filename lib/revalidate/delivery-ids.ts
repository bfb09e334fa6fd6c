import { claimsRedisUrl, memoryClaims, redisClaims, type Claims } from '@/lib/claims';
import { processSingleton } from '@/lib/process-singleton';

/**
 * Webhook delivery ids acted on, each while its timestamp is accepted: a known id is a replay or a WP-Cron
 * retry, answered "already done".
 */
export function deliveryIds(): Claims {
  return processSingleton('deliveryIds', () => {
    const url = claimsRedisUrl();
    return url ? redisClaims(url, 'plaza:delivery:') : memoryClaims();
  });
}
