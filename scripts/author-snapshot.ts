/**
 * Writes the bundled WordPress snapshot: REST-shaped JSON under content/wordpress/ and the generated
 * uploads under public/wp-content/uploads/2026/11/. Deterministic: every run rewrites the same bytes.
 *
 *   npx tsx scripts/author-snapshot.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { CATEGORIES } from './snapshot-data/categories';
import { DIRECTORY_COMMERCIAL, DIRECTORY_MEDICAL } from './snapshot-data/content-directory';
import {
  ABOUT_EN,
  ABOUT_ES,
  CONTACT,
  COUNTERS,
  HERO_EN,
  HERO_ES,
  ROOMS_EN,
  ROOMS_ES,
  SERVICES_EN,
  SERVICES_ES,
  SPACES_EN,
  SPACES_ES,
  TESTIMONIALS_EN,
  TESTIMONIALS_ES,
} from './snapshot-data/content-home';
import {
  BLOG,
  MEDICAL_CENTRE_EN,
  MEDICAL_CENTRE_ES,
  MEDICAL_GRID,
  PHARMACY_EN,
  PHARMACY_ES,
  SITE_PLAN,
} from './snapshot-data/content-pages';
import { GALLERY } from './snapshot-data/gallery';
import { renderImage } from './snapshot-data/images';
import type { ImageDef, PostDef } from './snapshot-data/model';
import {
  UPLOADS_DIR,
  addMinutes,
  categoryItem,
  mediaItem,
  postItem,
  renderBlocks,
  type Attachment,
  type Category,
  type PostRecord,
} from './snapshot-data/wp';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONTENT = join(ROOT, 'content', 'wordpress');
const UPLOADS = join(ROOT, 'public', 'wp-content', 'uploads');

const GALLERY_PARENT = { id: 163, slug: 'galeria' };
const FIRST_POST_ID = 200;
const FIRST_MEDIA_ID = 1000;

/** Lists are authored in display order; WordPress shows the newest first, so they are published reversed. */
const published = (list: PostDef[]) => [...list].reverse();

/** Publication order, oldest first. Ids and dates follow it. */
const SEQUENCE: PostDef[] = [
  CONTACT,
  COUNTERS,
  SITE_PLAN,
  ...published(ROOMS_ES),
  ...published(ROOMS_EN),
  ...published(SERVICES_ES),
  ...published(SERVICES_EN),
  ABOUT_ES,
  ABOUT_EN,
  MEDICAL_CENTRE_ES,
  MEDICAL_CENTRE_EN,
  PHARMACY_ES,
  PHARMACY_EN,
  ...published(MEDICAL_GRID),
  ...published(DIRECTORY_MEDICAL),
  ...published(DIRECTORY_COMMERCIAL),
  ...published(SPACES_ES),
  ...published(SPACES_EN),
  ...published(TESTIMONIALS_ES),
  ...published(TESTIMONIALS_EN),
  ...published(HERO_ES),
  ...published(HERO_EN),
  ...published(BLOG),
];

const TIME_SLOTS = ['09:14:00', '11:32:00', '13:48:00', '17:06:00'];
const publishDate = (index: number) =>
  `2026-11-${String(2 + Math.floor(index / TIME_SLOTS.length)).padStart(2, '0')}T${TIME_SLOTS[index % TIME_SLOTS.length]}`;

type Upload = { def: ImageDef; date: string; parentId: number; parentSlug: string };

function writeJson(path: string, value: unknown) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

async function main() {
  rmSync(CONTENT, { recursive: true, force: true });
  rmSync(UPLOADS, { recursive: true, force: true });
  const uploadDir = join(UPLOADS, UPLOADS_DIR);
  mkdirSync(uploadDir, { recursive: true });

  // Posts: ids and dates in publication order; slugs must be unique.
  const slugs = new Set<string>(['galeria']);
  const posts = SEQUENCE.map((def, index) => {
    if (slugs.has(def.slug)) throw new Error(`duplicate post slug ${def.slug}`);
    slugs.add(def.slug);
    return { def, id: FIRST_POST_ID + index, date: publishDate(index) };
  });

  // Uploads: each post's images a few minutes before it is published; the gallery in one batch.
  const uploads: Upload[] = [];
  const seen = new Set<string>();
  for (const post of posts) {
    const images = [...(post.def.uploads ?? []), ...(post.def.featured ? [post.def.featured] : [])];
    let k = 0;
    for (const def of images) {
      if (seen.has(def.name)) continue;
      seen.add(def.name);
      uploads.push({
        def,
        date: addMinutes(post.date, -8 + k),
        parentId: post.id,
        parentSlug: post.def.slug,
      });
      k += 1;
    }
  }
  [...GALLERY].reverse().forEach((def, k) => {
    if (seen.has(def.name)) throw new Error(`duplicate image ${def.name}`);
    seen.add(def.name);
    uploads.push({
      def,
      date: addMinutes('2026-11-06T09:40:00', 2 * k),
      parentId: GALLERY_PARENT.id,
      parentSlug: GALLERY_PARENT.slug,
    });
  });
  uploads.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (let i = 1; i < uploads.length; i += 1)
    if (uploads[i]!.date === uploads[i - 1]!.date) throw new Error(`two uploads at ${uploads[i]!.date}`);

  const attachments = new Map<string, Attachment>();
  let totalBytes = 0;
  for (const [index, upload] of uploads.entries()) {
    let slug = upload.def.name;
    for (let k = 2; slugs.has(slug); k += 1) slug = `${upload.def.name}-${k}`;
    slugs.add(slug);
    const rendered = await renderImage(upload.def, uploadDir);
    totalBytes += rendered.sizes.reduce((sum, s) => sum + s.filesize, 0);
    attachments.set(upload.def.name, {
      id: FIRST_MEDIA_ID + index,
      date: upload.date,
      slug,
      file: rendered.file,
      width: rendered.width,
      height: rendered.height,
      filesize: rendered.filesize,
      sizes: rendered.sizes,
      title: upload.def.title,
      alt: upload.def.alt,
      caption: upload.def.caption,
      parentId: upload.parentId,
      parentSlug: upload.parentSlug,
    });
  }

  // Post JSON, with `{{image-name}}` placeholders in the content replaced by attachment ids.
  const categories = new Map<number, Category>(CATEGORIES.map((c) => [c.id, c]));
  const records: PostRecord[] = posts.map(({ def, id, date }) => {
    const content = renderBlocks(def.blocks).replace(/\{\{([a-z0-9-]+)\}\}/g, (_, name: string) =>
      String(attachments.get(name)?.id ?? fail(`no image ${name}`)),
    );
    for (const c of def.categories) if (!categories.has(c)) fail(`post ${def.slug}: unknown category ${c}`);
    return {
      id,
      date,
      modified: def.editedAfterHours ? addMinutes(date, def.editedAfterHours * 60) : date,
      slug: def.slug,
      title: def.title,
      content,
      categories: def.categories,
      acf: def.acf,
      featured: def.featured ? attachments.get(def.featured.name) : undefined,
    };
  });
  const items = new Map(records.map((r) => [r.id, postItem(r, categories)]));

  const newestFirst = (a: { date: string; id: number }, b: { date: string; id: number }) =>
    a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;
  const counts: string[] = [];
  for (const category of CATEGORIES) {
    const inCategory = records.filter((r) => r.categories.includes(category.id)).sort(newestFirst);
    if (inCategory.length === 0) fail(`category ${category.id} is empty`);
    writeJson(
      join(CONTENT, 'posts', `category-${category.id}.json`),
      inCategory.map((r) => items.get(r.id)),
    );
    counts.push(`${category.id}:${inCategory.length}`);
  }
  writeJson(
    join(CONTENT, 'categories.json'),
    CATEGORIES.map((c) => categoryItem(c, records.filter((r) => r.categories.includes(c.id)).length)),
  );
  const gallery = [...attachments.values()].filter((a) => a.parentId === GALLERY_PARENT.id).sort(newestFirst);
  writeJson(join(CONTENT, 'media', `parent-${GALLERY_PARENT.id}.json`), gallery.map(mediaItem));

  console.log(`posts: ${records.length} (${counts.join(' ')})`);
  console.log(
    `media: ${attachments.size} uploads, ${gallery.length} in the gallery, ${(totalBytes / 1024).toFixed(0)} KiB on disk`,
  );
}

function fail(message: string): never {
  throw new Error(message);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
