import 'server-only';

import { fromTrustedProxy, type TrustedProxies } from '@/lib/http/client-address';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/lib/i18n/locales';
import { CONTACT_ALIAS, pathFor } from '@/lib/routes';

/** The pages a no-JavaScript post is sent back to: an allowlist, so the 303 can never be an open redirect. */
export const FORM_PAGES: ReadonlyMap<string, Locale> = new Map<string, Locale>([
  ...LOCALES.flatMap((lang) => [
    [pathFor('contact', lang), lang] as const,
    [pathFor('pharmacy', lang), lang] as const,
  ]),
  [CONTACT_ALIAS.path, CONTACT_ALIAS.lang],
]);

export function contactLang(fields: Readonly<Record<string, unknown>>): Locale {
  if (isLocale(fields.lang)) return fields.lang;
  const page = typeof fields.returnTo === 'string' ? FORM_PAGES.get(fields.returnTo) : undefined;
  return page ?? DEFAULT_LOCALE;
}

export function returnPath(fields: Readonly<Record<string, unknown>>, lang: Locale): string {
  const wanted = fields.returnTo;
  return typeof wanted === 'string' && FORM_PAGES.has(wanted) ? wanted : pathFor('contact', lang);
}

const hostOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
};

/** Sec-Fetch-Site when sent, else Origin against our hosts; a post with neither is no browser's to forge. */
export function isSameOriginPost(
  request: Request,
  options: { siteUrl: string; trust: TrustedProxies | null },
): boolean {
  const { headers } = request;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = headers.get('origin');
  if (origin === null) return true;
  const originHost = hostOf(origin);
  if (!originHost) return false; // "null": sandboxed frame, data: URL
  const ownHosts = [hostOf(options.siteUrl), hostOf(request.url), headers.get('host')?.toLowerCase()];
  if (fromTrustedProxy(headers, options.trust))
    ownHosts.push(headers.get('x-forwarded-host')?.split(',')[0]?.trim().toLowerCase());
  return ownHosts.includes(originHost);
}

export const formOf = (page: string): 'contact' | 'pharmacy' =>
  LOCALES.some((lang) => pathFor('pharmacy', lang) === page) ? 'pharmacy' : 'contact';
