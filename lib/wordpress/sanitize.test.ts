/**
 * @jest-environment jsdom
 */
import { HTML_PAYLOADS, TEXT_PAYLOADS, URL_PAYLOADS } from '@/e2e/hardening/xss-corpus';

import { excerpt, htmlToText, safeHttpUrl, sanitizeCmsHtml } from './sanitize';

const RECORDER = 'http://127.0.0.1:3420';
const FRAME = /^https:\/\/www\.(youtube-nocookie\.com\/embed\/|google\.com\/maps[/?])/;
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
    const rel = (node.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    if (
      name === 'a' &&
      (rel.includes('opener') || (node.hasAttribute('target') && !rel.includes('noopener')))
    )
      found.push(`a target=${node.getAttribute('target')} rel=${node.getAttribute('rel')}`);
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

  it.each([
    ['_BLANK', '<a href="https://x.example" target="_BLANK" rel="opener">x</a>'],
    ['a named window', '<a href="https://x.example" target="plaza">x</a>'],
    ['an empty target', '<a href="https://x.example" target="" rel="noopener">x</a>'],
    ['_self, rel first', '<a rel="nofollow OPENER" href="https://x.example" target="_self">x</a>'],
  ])('a link with a target (%s) always gets noopener noreferrer, never opener', (_name, html) => {
    const link = new DOMParser().parseFromString(sanitizeCmsHtml(html), 'text/html').querySelector('a')!;
    const rel = link.getAttribute('rel')!.split(' ');
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(rel).not.toContain('opener');
  });

  it("keeps an author's other link types, and drops opener from a link without a target", () => {
    expect(sanitizeCmsHtml('<a href="https://x.example" target="_blank" rel="nofollow opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(sanitizeCmsHtml('<a href="https://x.example" rel="Opener">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
    expect(sanitizeCmsHtml('<a href="https://x.example" rel="sponsored">x</a>')).toBe(
      '<a href="https://x.example" rel="sponsored">x</a>',
    );
  });

  it.each([
    'https://www.google.com/maps/embed?pb=!1m18!1m12',
    'https://www.google.com/maps/embed/v1/place?key=k&q=Madero',
    'https://www.google.com/maps?q=Madero&output=embed',
    'https://www.youtube-nocookie.com/embed/abcdefghijk',
  ])('keeps the embed %s', (src) => {
    expect(sanitizeCmsHtml(`<iframe src="${src}"></iframe>`)).toBe(
      `<iframe src="${src.replace(/&/g, '&amp;')}"></iframe>`,
    );
  });

  it.each([
    'https://www.google.com/url?q=https://evil.example/',
    'https://www.google.com/search?q=x',
    'https://www.google.com/maps?q=Madero',
    'https://www.google.com/mapsevil/embed',
    'https://maps.google.com/url?q=https://evil.example/',
    'https://www.google.com:8443/maps/embed?pb=1',
    'https://www.youtube-nocookie.com/watch?v=abcdefghijk',
  ])('drops a frame of an allowed host outside its embeds: %s', (src) => {
    expect(sanitizeCmsHtml(`<iframe src="${src}"></iframe><p>ok</p>`)).toBe('<p>ok</p>');
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

describe('excerpt (the directory cards: the first 125 characters)', () => {
  it('keeps a short text whole and cuts a long one at the limit, with an ellipsis', () => {
    expect(excerpt('Óptica y lentes.')).toBe('Óptica y lentes.');
    expect(excerpt('abcdefghij', 4)).toBe('abcd…');
    expect(excerpt('ab de fghij', 3)).toBe('ab…');
  });

  it('drops a full stop or comma the cut ends on, never "dermocosmética.…"', () => {
    expect(excerpt('Material de curación y dermocosmética. Toma de presión', 38)).toBe(
      'Material de curación y dermocosmética…',
    );
    expect(excerpt('Consultas, estudios', 10)).toBe('Consultas…');
  });
});
