import { makePost } from '@/test/wordpress-fixtures';

import { localizePost } from './localize';
import { reshapePost } from './reshape';
import type { StoredPost } from './types';

const EMPTY_FIELDS = {
  descripcion: '',
  descripcion2: '',
  red_instagram: '',
  red_facebook: '',
  pagina_web: '',
  video: '',
};

function stored(acf: Record<string, unknown>, warnings: string[] = []): StoredPost {
  const shaped = reshapePost(
    makePost(243, {
      title: { rendered: 'Cardiolog&iacute;a Dr. Lugo' },
      content: { rendered: '<p>Consulta de cardiología para adultos.</p>' },
      acf: { ...EMPTY_FIELDS, descripcion: 'Cardiología clínica', ...acf },
    }),
    { uploadsUrl: '/u', origin: 'category 17', warn: (message) => warnings.push(message) },
  );
  if (!('value' in shaped)) throw new Error(shaped.skipped);
  return shaped.value;
}

const ENGLISH = {
  titulo_en: 'Cardiology &amp; Dr. Lugo',
  extracto_en: 'Heart care for adults.',
  descripcion_en: 'Clinical cardiology',
  contenido_en: 'Adult cardiology.\r\n\r\nEnglish spoken.',
};

describe('a Spanish post on an English page', () => {
  it('shows every English field WordPress has, and marks nothing', () => {
    const post = localizePost(stored(ENGLISH), 'es', 'en');
    expect(post.title).toBe('Cardiology & Dr. Lugo');
    expect(post.excerpt).toBe('Heart care for adults.');
    expect(post.fields.descripcion).toBe('Clinical cardiology');
    // The WYSIWYG field arrives as the editor stored it: its paragraphs are added, as WordPress would.
    expect(post.html).toBe('<p>Adult cardiology.</p>\n<p>English spoken.</p>');
    expect(post.textLang).toEqual({});
  });

  it('keeps the Spanish text where a field is empty, marked lang="es" (the excerpt falls back to the English content first)', () => {
    const post = localizePost(
      stored({ titulo_en: '', extracto_en: '', descripcion_en: '', contenido_en: 'Adult cardiology.' }),
      'es',
      'en',
    );
    expect(post.title).toBe('Cardiología Dr. Lugo');
    expect(post.fields.descripcion).toBe('Cardiología clínica');
    expect(post.excerpt).toBe('Adult cardiology.');
    expect(post.textLang).toEqual({ title: 'es', descripcion: 'es' });
  });

  it('with no English at all, marks each Spanish text it shows (and not the empty ones)', () => {
    const post = localizePost(stored({ descripcion: '' }), 'es', 'en');
    expect(post.html).toBe('<p>Consulta de cardiología para adultos.</p>');
    expect(post.textLang).toEqual({ title: 'es', html: 'es', excerpt: 'es' });
  });
});

describe('pages in the language the post is written in', () => {
  it('a Spanish page shows the Spanish post as it is, English fields or not', () => {
    const post = localizePost(stored(ENGLISH), 'es', 'es');
    expect(post.title).toBe('Cardiología Dr. Lugo');
    expect(post.fields.descripcion).toBe('Cardiología clínica');
    expect(post.textLang).toEqual({});
  });

  it('an English post on a Spanish page is English throughout, and marked so', () => {
    const post = localizePost(stored(ENGLISH), 'en', 'es');
    expect(post.title).toBe('Cardiología Dr. Lugo');
    expect(post.textLang).toEqual({ title: 'en', html: 'en', excerpt: 'en', descripcion: 'en' });
  });
});

describe('the English fields as they enter', () => {
  it('are sanitised like the rest: no script, no handler, no javascript: link', () => {
    const post = localizePost(
      stored({
        titulo_en: '<img src=x onerror=alert(1)>Cardiology',
        contenido_en:
          '<p onclick="alert(1)">Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script>',
        descripcion_en: '<b>bold</b> text',
      }),
      'es',
      'en',
    );
    expect(post.title).toBe('Cardiology');
    expect(post.html).toBe('<p>Hi <a>there</a></p>');
    expect(post.fields.descripcion).toBe('bold text');
  });

  it('a field that is not text is ignored with a warning naming the post, and the Spanish stays', () => {
    const warnings: string[] = [];
    const post = localizePost(stored({ titulo_en: 42, descripcion_en: null }, warnings), 'es', 'en');
    expect(post.title).toBe('Cardiología Dr. Lugo');
    expect(warnings).toEqual(['post 243 in category 17: acf.titulo_en ignored (not text)']);
  });

  it('an English excerpt is cut at 125 characters, like the Spanish one', () => {
    const post = localizePost(stored({ extracto_en: 'word '.repeat(40) }), 'es', 'en');
    expect(Array.from(post.excerpt)).toHaveLength(125);
    expect(post.excerpt.endsWith('…')).toBe(true);
  });
});
