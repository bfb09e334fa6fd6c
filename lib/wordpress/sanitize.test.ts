/**
 * @jest-environment jsdom
 */
import { HTML_PAYLOADS, TEXT_PAYLOADS, URL_PAYLOADS } from '@/e2e/hardening/xss-corpus';

import { htmlToText, safeHttpUrl, sanitizeCmsHtml } from './sanitize';

const RECORDER = 'http://127.0.0.1:3420';
const FRAME = /^https:\/\/www\.(youtube-nocookie|google)\.com\//;
const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'svg',
  'math',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'form',
  'input',
  'button',
  'noscript',
  'template',
  'textarea',
  'title',
  'body',
]);

/** Everything in sanitised HTML that could run or load something, found by parsing it as a browser does. */
function leftovers(html: string): string[] {
  const found: string[] = [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const node of Array.from(body.querySelectorAll('*'))) {
    const name = node.tagName.toLowerCase();
    if (FORBIDDEN_TAGS.has(name)) found.push(`<${name}>`);
    for (const { name: attribute, value } of Array.from(node.attributes)) {
      if (attribute.startsWith('on') || attribute === 'style' || attribute === 'srcdoc')
        found.push(`${name} ${attribute}`);
      if (/^(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, '')))
        found.push(`${name} ${attribute}=${value.slice(0, 30)}`);
    }
    const src = node.getAttribute('src') ?? '';
    if (name === 'iframe' && !FRAME.test(src)) found.push(`iframe ${src || '(no src)'}`);
    // Images from other hosts are dropped when rendered (components/ui/cms-html.tsx knows WordPress's
    // hosts); what leaves the sanitiser must at least be an http(s) or root-relative address.
    if (name === 'img' && !/^(https?:\/\/|\/(?!\/))/.test(src)) found.push(`img ${src}`);
  }
  return found;
}

describe('sanitizeCmsHtml against the XSS corpus', () => {
  it.each(
    HTML_PAYLOADS.map((payload) => [
      payload.id,
      payload.family,
      payload.make(`${payload.id}@test@1`, RECORDER),
    ]),
  )('%s (%s) comes out inert', (_id, _family, html) => {
    const clean = sanitizeCmsHtml(`<p>Texto</p>${html}<p>después</p>`);
    expect(leftovers(clean)).toEqual([]);
    expect(clean).toMatch(/^<p>Texto<\/p>/);
  });

  it('keeps what authors write: headings, links, images, lists, tables, allowed embeds', () => {
    const html =
      '<h1>Título</h1><p><a href="/es/directorio">interno</a> <a href="https://plaza.example" target="_blank">externo</a></p>' +
      '<img src="/wp-content/uploads/a.webp" alt="Fachada" width="300" height="200"><ul><li>uno</li></ul>' +
      '<table><tbody><tr><td colspan="2">celda</td></tr></tbody></table>' +
      '<iframe src="https://www.youtube.com/embed/abcdefghijk" title="Video"></iframe>' +
      '<iframe src="https://maps.google.com/maps?q=Madero&amp;output=embed"></iframe>';
    expect(sanitizeCmsHtml(html)).toBe(
      '<h2>Título</h2><p><a href="/es/directorio">interno</a> <a href="https://plaza.example" target="_blank" rel="noopener noreferrer">externo</a></p>' +
        '<img src="/wp-content/uploads/a.webp" alt="Fachada" width="300" height="200" /><ul><li>uno</li></ul>' +
        '<table><tbody><tr><td colspan="2">celda</td></tr></tbody></table>' +
        // WordPress's own embed hosts move to the ones the Content-Security-Policy allows.
        '<iframe src="https://www.youtube-nocookie.com/embed/abcdefghijk" title="Video"></iframe>' +
        '<iframe src="https://www.google.com/maps?q=Madero&amp;output=embed"></iframe>',
    );
  });

  it('drops a frame whose source it refused instead of leaving an empty box', () => {
    expect(
      sanitizeCmsHtml(
        '<iframe src="https://evil.example/"></iframe><iframe srcdoc="<p>x</p>"></iframe><p>ok</p>',
      ),
    ).toBe('<p>ok</p>');
  });
});

describe('plain text and URL fields', () => {
  it.each(TEXT_PAYLOADS.map((payload) => [payload.id, payload.make(`${payload.id}@test@1`, RECORDER)]))(
    '%s: htmlToText drops the tags',
    (_id, text) => {
      // Real tags go (a script's body with them); entity-encoded ones come back as the characters they
      // spell, which React prints as text (and JSON-LD escapes), never as elements.
      if (text.includes('&lt;')) expect(htmlToText(text)).toContain('<script>');
      else expect(htmlToText(text)).not.toMatch(/<(script|img|svg)[\s>]/i);
    },
  );

  it.each(URL_PAYLOADS.map((payload) => [payload.id, payload.make(`${payload.id}@test@1`, RECORDER)]))(
    '%s: safeHttpUrl lets only http(s) through',
    (_id, url) => {
      const safe = safeHttpUrl(url);
      expect(safe === '' || /^https?:\/\//.test(safe)).toBe(true);
    },
  );
});
