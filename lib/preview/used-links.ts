import 'server-only';

import { claimsRedisUrl, memoryClaims, redisClaims, type Claims } from '@/lib/claims';
import { processSingleton } from '@/lib/process-singleton';

/**
 * Used preview links, each until it expires. With a Redis every instance shares them (`SET NX`); without it
 * a link could be used once on each instance.
 */
export const usedPreviewLinks = (): Claims =>
  processSingleton('preview.usedLinks', () => {
    const url = claimsRedisUrl();
    return url ? redisClaims(url, 'plaza:preview-link:') : memoryClaims();
  });
