import { createServer } from 'node:http';

import { expect, test } from '@playwright/test';

import { pathsForTags, taggedAddresses } from '../../lib/routes';
import { GALLERY_PAGE_SIZE } from '../../lib/routes';
import { galleryParent } from '../../lib/wordpress/categories';
import { TAGS } from '../../lib/wordpress/tags';

import { median, recordFigure, seconds } from './support/figures';
import {
  changedPages,
  inHtml,
  ONE_PAGE_EDITS,
  regeneratedPages,
  servedAfterWebhook,
  siteLog,
  siteLogSize,
  textServedAfterWebhook,
} from './support/site';
import { harness } from './support/state';
import {
  deliveries,
  galleryMedia,
  nowSeconds,
  postsOf,
  quiet,
  setDeployHook,
  siteReadsSince,
  toolsPage,
  updateMedia,
  updatePost,
} from './support/wordpress';

const DEPLOY_HOOK_PORT = Number(harness().DEPLOY_HOOK_PORT);

// (2) An editor presses Update: the page shows it within 10 s through the webhook, without a rebuild,
// and nothing outside the post's category is read again or regenerated.
test('an edited title is served within 10 s, and only its category is refreshed', async () => {
  const timings: number[] = [];
  for (const [index, { category, path }] of ONE_PAGE_EDITS.entries()) {
    const [post] = await postsOf(category);
    expect(post, `category ${category} has a post`).toBeTruthy();
    await quiet();
    const since = nowSeconds();
    const before = regeneratedPages();
    const title = `${post!.title} · edición ${index + 1}-${Date.now() % 100_000}`;

    const pressed = performance.now();
    await updatePost(post!.id, { title });
    const served = await textServedAfterWebhook(path, title, pressed);
    timings.push(served);
    expect(served).toBeLessThanOrEqual(10);

    await quiet();
    // WordPress was asked for this category, and otherwise only for what the page itself shows: the webhook
    // refreshed one tag, not the site. (The page's other categories, such as the hours in every footer, are
    // read again when their interval, 3 s in this run, has run out by the time the page regenerates.)
    const reads = siteReadsSince(since);
    const shown = taggedAddresses().find((address) => address.path === path)!.tags;
    expect(reads.categories).toContain(category);
    expect(
      reads.categories.filter((read) => !shown.includes(TAGS.category(read))),
      `read beyond ${path}`,
    ).toEqual([]);
    expect(reads.media).toEqual([]);
    // Secondary: Next regenerated exactly the pages that read this category (so the check can fail).
    const readers = pathsForTags([TAGS.category(category)]);
    expect(readers).toContain(path);
    expect(changedPages(before, regeneratedPages())).toEqual([...readers].sort());
  }
  recordFigure(
    'Update → new title served (median of 5)',
    `${seconds(median(timings))} (each: ${timings.map((t) => t.toFixed(2)).join(', ')})`,
  );
});

test('a post moved between categories refreshes both, with one delivery for the save', async () => {
  const post = (await postsOf(16)).find((candidate) => candidate.categories.join() === '16');
  expect(post, 'a post only in category 16').toBeTruthy();
  const logFrom = siteLogSize();
  const before = deliveries().filter((entry) => entry.post === post!.id).length;
  await updatePost(post!.id, { categories: [17] });

  // WordPress fired pre_post_update, set_object_terms (twice), transition_post_status, save_post…: one
  // delivery.
  const mine = deliveries().filter((entry) => entry.post === post!.id);
  expect(mine.length - before).toBe(1);
  expect(mine[0]).toMatchObject({
    event: 'saved',
    categories: [16, 17],
    attempt: 1,
    ok: true,
    result: '200',
  });
  await expect
    .poll(() => siteLog(logFrom))
    .toContain(
      `"event":"webhook.received","action":"saved","type":"post","postId":${post!.id},"tags":["${TAGS.category(16)}","${TAGS.category(17)}"]`,
    );
  expect(siteLog(logFrom).match(/"event":"webhook\.received","action":"saved"/g)).toHaveLength(1);
});

/** Gives the gallery's `index`-th picture (newest first) a new description; returns when Update was hit. */
async function describeGalleryPicture(
  index: number,
  note: string,
): Promise<{ alt: string; pressed: number }> {
  const image = (await galleryMedia(galleryParent()))[index];
  expect(image, `the gallery has a picture ${index + 1}`).toBeTruthy();
  await quiet();
  const alt = `${image!.alt} (${note} ${Date.now() % 100_000})`;
  const pressed = performance.now();
  await updateMedia(image!.id, { alt_text: alt });
  expect(deliveries()[0]).toMatchObject({ event: 'media_changed', post: image!.id, ok: true });
  return { alt, pressed };
}

async function expectServedWithin10s(paths: string[], alt: string, pressed: number): Promise<void> {
  for (const path of paths) {
    const served = await servedAfterWebhook(path, (html) => html.includes(`alt="${inHtml(alt)}"`), pressed);
    expect(served).toBeLessThanOrEqual(10);
  }
}

test("a gallery image's new description is served through the webhook", async () => {
  const { alt, pressed } = await describeGalleryPicture(0, 'nueva descripción');
  await expectServedWithin10s(['/es/galeria', '/en/gallery'], alt, pressed);
});

test("a picture on the gallery's second page: that page is regenerated through the webhook too", async () => {
  // Newest first, GALLERY_PAGE_SIZE to a page: this one is the first of page 2.
  const { alt, pressed } = await describeGalleryPicture(GALLERY_PAGE_SIZE, 'segunda página');
  await expectServedWithin10s(['/es/galeria/2', '/en/gallery/2'], alt, pressed);
});

test('with a deploy hook set, a save also sends it one plain POST', async () => {
  const received: { method: string; body: string }[] = [];
  const hook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', body });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(DEPLOY_HOOK_PORT, '127.0.0.1', resolve));
  setDeployHook(`http://127.0.0.1:${DEPLOY_HOOK_PORT}/deploy-hooks/plaza`);
  try {
    const [post] = await postsOf(27);
    await updatePost(post!.id, { title: `${post!.title} ·` });
    expect(received).toEqual([{ method: 'POST', body: '' }]);
    expect(deliveries()[0]).toMatchObject({ target: 'deploy', attempt: 1, ok: true, result: '200' });
  } finally {
    setDeployHook('');
    hook.closeAllConnections();
    await new Promise((resolve) => hook.close(resolve));
  }
});

test('the delivery log is on the Tools page, escaped', async () => {
  const html = toolsPage();
  const newest = deliveries().find((entry) => entry.target === 'webhook');
  expect(newest).toBeTruthy();
  expect(html).toContain('<h1>Plaza revalidation</h1>');
  expect(html).toContain(`<td>#${newest!.post}</td>`);
  expect(html).toContain('<td>set</td>'); // the secret is never shown
  expect(html).not.toContain(harness().REVALIDATE_SECRET);
});
