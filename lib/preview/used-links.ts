import 'server-only';

import { claimsRedisUrl, memoryClaims, redisClaims, type Claims } from '@/lib/claims';
import { processSingleton } from '@/lib/process-singleton';

/** Used preview links until they expire, shared by every instance through Redis when there is one. */
export const usedPreviewLinks = (): Claims =>
  processSingleton('preview.usedLinks', () => {
    const url = claimsRedisUrl();
    return url ? redisClaims(url, 'plaza:preview-link:') : memoryClaims();
  });
