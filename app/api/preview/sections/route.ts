import { handleSections } from '@/lib/preview/sections';
import { companionSecret } from '@/lib/companion/secret';

// GET /api/preview/sections, signed by WordPress (contract.ts) → the site's section map: each section's
// categories per language and its pages (WordPress's Plaza París page and "View" links).
export function GET(request: Request): Response {
  return handleSections(request, { secret: companionSecret() });
}
