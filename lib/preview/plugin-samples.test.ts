import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  PREVIEW_PATH,
  PREVIEW_TOKEN_PARAM,
  PREVIEW_TOKEN_SECONDS,
  SECTIONS_PATH,
  SIGNATURE_HEADER,
  signedRequestText,
  TIMESTAMP_HEADER,
  verifyPreviewToken,
  verifyWebhook,
} from '@/lib/companion/contract';
import { DEFAULT_CATEGORY_MAP } from '@/lib/wordpress/categories';

import { handleSections, sectionMap } from './sections';

/**
 * Both sides of the preview contract. The plugin's PHP tests (wordpress/plaza-revalidate/tests/run.php)
 * write a signed preview link and a signed section-map request to tests/preview-samples.json: the site's own
 * code must accept them. The other way round, the site's section map (with the default category map) is
 * tests/sections-sample.json, from which the PHP tests choose the page a post's "View" link opens.
 */
const TESTS = path.join(__dirname, '../../wordpress/plaza-revalidate/tests');

type LinkSample = { name: string; secret: string; now: number; post: number; user: number; url: string };
type RequestSample = { name: string; secret: string; timestamp: string; path: string; signature: string };
const [link, sections] = JSON.parse(readFileSync(path.join(TESTS, 'preview-samples.json'), 'utf8')) as [
  LinkSample,
  RequestSample,
];

describe("the plugin's preview link", () => {
  const url = new URL(link.url);
  const token = url.searchParams.get(PREVIEW_TOKEN_PARAM);

  it('points at the preview route', () => {
    expect(url.pathname).toBe(PREVIEW_PATH);
  });

  it('carries a token the site accepts for ten minutes, naming the post and the user', () => {
    expect(verifyPreviewToken(link.secret, token, link.now * 1000)).toEqual({
      ok: true,
      claims: { post: link.post, user: link.user, exp: link.now + PREVIEW_TOKEN_SECONDS },
    });
    expect(verifyPreviewToken(link.secret, token, (link.now + PREVIEW_TOKEN_SECONDS - 1) * 1000).ok).toBe(
      true,
    );
    expect(verifyPreviewToken(link.secret, token, (link.now + PREVIEW_TOKEN_SECONDS) * 1000)).toMatchObject({
      ok: false,
      reason: 'expired',
    });
  });

  it('is refused with another secret, or with any character changed', () => {
    expect(verifyPreviewToken(`${link.secret}x`, token, link.now * 1000)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    const tampered = token!.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    expect(verifyPreviewToken(link.secret, tampered, link.now * 1000)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });
});

describe("the plugin's section-map request", () => {
  it('is signed as the site checks it', () => {
    const headers = { timestamp: sections.timestamp, signature: sections.signature };
    expect(sections.path).toBe(SECTIONS_PATH);
    expect(
      verifyWebhook(
        sections.secret,
        headers,
        signedRequestText('GET', SECTIONS_PATH),
        Number(sections.timestamp) * 1000,
        'sections',
      ),
    ).toBe('ok');
    // Made for the section map, it is no webhook signature.
    expect(
      verifyWebhook(
        sections.secret,
        headers,
        signedRequestText('GET', SECTIONS_PATH),
        Number(sections.timestamp) * 1000,
      ),
    ).toBe('mismatch');
  });

  it('gets the map; a request signed with another key gets a 401', async () => {
    const request = (signature: string) =>
      new Request(`http://127.0.0.1${SECTIONS_PATH}`, {
        headers: { [TIMESTAMP_HEADER]: sections.timestamp, [SIGNATURE_HEADER]: signature },
      });
    const now = Number(sections.timestamp) * 1000;
    const ok = handleSections(request(sections.signature), { secret: sections.secret, now });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    expect(await ok.json()).toEqual(JSON.parse(JSON.stringify(sectionMap())));
    expect(handleSections(request(sections.signature), { secret: `${sections.secret}x`, now }).status).toBe(
      401,
    );
    expect(handleSections(request(sections.signature), { secret: null, now }).status).toBe(404);
  });
});

it("the committed sections-sample.json is the site's map (written here when it changed: review and commit it)", () => {
  const file = path.join(TESTS, 'sections-sample.json');
  const json = `${JSON.stringify(sectionMap(DEFAULT_CATEGORY_MAP), null, 2)}\n`;
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // First run: written below.
  }
  if (committed !== json) writeFileSync(file, json);
  expect(committed).toBe(json);
});
