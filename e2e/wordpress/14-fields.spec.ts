import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { reshapePost } from '../../lib/wordpress/reshape';

import { harness } from './support/state';
import { cli, updatePost } from './support/wordpress';

/**
 * The plaza's custom fields with the real Advanced Custom Fields: the companion plugin's field groups
 * (docs/editors.md), as REST answers them and as the site reads them; the same names from the plugin's
 * stand-in when ACF is switched off; labels in the admin's language.
 */
const POST_FIELDS = ['descripcion', 'descripcion2', 'red_instagram', 'red_facebook', 'pagina_web', 'video'];
const ENGLISH_FIELDS = ['titulo_en', 'extracto_en', 'descripcion_en', 'contenido_en'];
const DAYS = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'];
const HOURS_FIELDS = DAYS.flatMap((day) => [`horario_${day}_abre`, `horario_${day}_cierra`]);
const HOURS_CATEGORY = 25;

type RestPost = { id: number; categories: number[]; acf: Record<string, unknown> | unknown[] };

async function get<T>(route: string, user?: { name: string; password: string }): Promise<T> {
  const headers = user
    ? { authorization: `Basic ${Buffer.from(`${user.name}:${user.password}`).toString('base64')}` }
    : undefined;
  const response = await fetch(`${harness().WP_URL}/wp-json/${route}`, { headers });
  expect(response.status, route).toBe(200);
  return (await response.json()) as T;
}

const allPosts = () => get<RestPost[]>('wp/v2/posts?per_page=100&_embed=1');

/** Every post of the bundled snapshot, which the harness seeded (content/wordpress/posts/). */
function snapshotPosts(): Map<number, unknown> {
  const dir = path.join(process.cwd(), 'content/wordpress/posts');
  const posts = new Map<number, unknown>();
  for (const file of readdirSync(dir).filter((name) => name.startsWith('category-'))) {
    for (const post of JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { id: number }[])
      posts.set(post.id, post);
  }
  return posts;
}

/** What the site reads from a post's fields: the Spanish ones, the English ones and the opening hours. */
const fieldsOf = (raw: unknown) => {
  const shaped = reshapePost(raw, { uploadsUrl: 'http://uploads.invalid', warn: () => {}, origin: 'test' });
  if (!('value' in shaped)) throw new Error(`the site refused the post: ${JSON.stringify(shaped)}`);
  const { fields, english, hours } = shaped.value;
  return { fields, english, hours };
};

const acfOf = (raw: unknown) =>
  ((raw as { acf?: Record<string, unknown> }).acf ?? {}) as Record<string, unknown>;

test('ACF answers the field groups in REST: every field of fields.md, as seeded or "" when unset, hours on the counters post', async () => {
  const snapshot = snapshotPosts();
  const posts = await allPosts();
  // The seeded posts, and WordPress's own "Hello world!" (id 1, Uncategorized): every post has the fields.
  expect(posts.map((post) => post.id).sort()).toEqual([1, ...snapshotPosts().keys()].sort());
  for (const post of posts) {
    const expected = [
      ...POST_FIELDS,
      ...ENGLISH_FIELDS,
      ...(post.categories.includes(HOURS_CATEGORY) ? HOURS_FIELDS : []),
    ];
    expect(Object.keys(post.acf).sort(), `post ${post.id}`).toEqual(expected.sort());
    // The snapshot gives some posts English texts and the counters post its hours; the others are unset.
    const seeded = snapshot.has(post.id) ? acfOf(snapshot.get(post.id)) : {};
    for (const name of [...ENGLISH_FIELDS, ...HOURS_FIELDS].filter((field) => field in post.acf))
      expect((post.acf as Record<string, unknown>)[name], `post ${post.id}: ${name}`).toBe(
        seeded[name] ?? '',
      );
  }
  // A post type without a field group: ACF answers an empty list, which the site reads as no fields.
  const pages = await get<{ id: number; acf: unknown }[]>('wp/v2/pages?_fields=id,acf');
  expect(pages.map((page) => page.acf)).toEqual(pages.map(() => []));
});

test("the site reads ACF's answer as it reads the bundled snapshot the posts were seeded from", async () => {
  const snapshot = snapshotPosts();
  const seeded = (await allPosts()).filter((post) => snapshot.has(post.id));
  expect(seeded.length).toBe(snapshot.size);
  for (const post of seeded)
    expect(fieldsOf(post), `post ${post.id}`).toEqual(fieldsOf(snapshot.get(post.id)));
});

test('opening hours are answered as the site reads them ("08:00"), and an English field round-trips', async () => {
  const [counters] = await get<RestPost[]>(`wp/v2/posts?categories=${HOURS_CATEGORY}`);
  expect(counters).toBeTruthy();
  const written = {
    horario_lunes_abre: '08:00',
    horario_lunes_cierra: '21:30:00', // as ACF's own time picker saves it
    titulo_en: 'Phones and counters · “quoted” & <b>bold</b>',
  };
  const before = counters!.acf as Record<string, unknown>;
  await updatePost(counters!.id, { acf: written });
  try {
    const [after] = await get<RestPost[]>(`wp/v2/posts?categories=${HOURS_CATEGORY}`);
    expect(after!.acf).toMatchObject({
      horario_lunes_abre: '08:00',
      horario_lunes_cierra: '21:30',
      titulo_en: written.titulo_en,
    });
  } finally {
    // Back to the seeded values (the hours the later specs' pages show).
    await updatePost(counters!.id, {
      acf: Object.fromEntries(Object.keys(written).map((name) => [name, before[name] ?? ''])),
    });
  }
});

test('without ACF, the companion plugin serves the same names and values from post meta', async () => {
  const withAcf = await allPosts();
  cli('deactivate', 'advanced-custom-fields/acf.php');
  let standIn: RestPost[];
  try {
    standIn = await allPosts();
  } finally {
    cli('activate', 'advanced-custom-fields/acf.php');
  }
  expect(standIn.map((post) => [post.id, post.acf])).toEqual(withAcf.map((post) => [post.id, post.acf]));
  expect((await allPosts()).map((post) => post.acf)).toEqual(withAcf.map((post) => post.acf));
});

test("the fields are labelled in the admin's language: Spanish for es_MX (and es_ES), English otherwise", () => {
  const labels = (locale: string) => JSON.parse(cli('field-labels', locale)) as Record<string, string>;
  const english = labels('en_US');
  expect(english).toMatchObject({ titulo_en: 'Title in English', horario_lunes_abre: 'Monday: opens' });
  for (const locale of ['es_MX', 'es_ES']) {
    const spanish = labels(locale);
    expect(spanish).toMatchObject({
      titulo_en: 'Título en inglés',
      horario_miercoles_cierra: 'Miércoles: cierra',
    });
    // Every label is translated (none left as the English source), but for the words both languages share.
    for (const [name, label] of Object.entries(spanish))
      if (!['red_instagram', 'red_facebook', 'video'].includes(name))
        expect(label, name).not.toBe(english[name]);
  }
});

test('the Editor has an application password that REST accepts, with the Editor role', async () => {
  const { EDITOR_USER, EDITOR_PASSWORD } = harness();
  const me = await get<{ slug: string; roles: string[] }>('wp/v2/users/me?context=edit', {
    name: EDITOR_USER,
    password: EDITOR_PASSWORD,
  });
  expect(me).toMatchObject({ slug: EDITOR_USER, roles: ['editor'] });
});
