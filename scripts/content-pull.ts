/**
 * `npm run content:pull`: freezes a live WordPress (WORDPRESS_URL) into the bundled snapshot, images
 * included, so editors can pin content and tests can use real shapes.
 *
 * Writes content/wordpress/{categories.json, posts/category-N.json, media/parent-N.json} in the exact REST
 * reply shape, with upload URLs rewritten to root-relative `/wp-content/uploads/…` and the files saved
 * under public/wp-content/uploads/. Reads with the site's own client (timeouts, retries, size limits).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { request } from 'undici';

import { DEFAULT_CATEGORY_MAP, galleryParent, parseCategoryMap } from '../lib/wordpress/categories';
import { fetchAll, MAX_RESPONSE_BYTES, restSource, type PublishedResource } from '../lib/wordpress/client';
import { snapshotFile } from '../lib/wordpress/snapshot';

const root = process.cwd();
const base = (process.env.WORDPRESS_URL ?? '').replace(/\/+$/, '');
if (!base) {
  console.error(
    'content:pull needs WORDPRESS_URL (the WordPress to freeze), e.g. WORDPRESS_URL=https://cms.example npm run content:pull',
  );
  process.exit(1);
}
const uploadsUrl = (process.env.WORDPRESS_UPLOADS_URL ?? `${base}/wp-content/uploads`).replace(/\/+$/, '');
const outDir = path.resolve(root, process.env.WORDPRESS_SNAPSHOT_DIR ?? 'content/wordpress');
const uploadsDir = path.resolve(root, 'public/wp-content/uploads');
const LOCAL_UPLOADS = '/wp-content/uploads';

const source = restSource({ baseUrl: base, timeoutMs: 10_000, retries: 2 });
const found = new Set<string>();

/** Rewrites every upload URL in a reply to the local path and remembers the files to download. */
function localise(value: unknown): unknown {
  if (typeof value === 'string') {
    return value
      .split(`${uploadsUrl}/`)
      .map((part, index) => {
        if (index === 0) return part;
        const file = part.match(/^[^"'\s?#)<>]+/)?.[0];
        if (file) found.add(file);
        return `${LOCAL_UPLOADS}/${part}`;
      })
      .join('');
  }
  if (Array.isArray(value)) return value.map(localise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, localise(inner)]));
  }
  return value;
}

async function save(file: string, items: unknown): Promise<void> {
  const target = path.join(outDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify(items, null, 2)}\n`);
}

async function download(file: string): Promise<void> {
  const target = path.resolve(uploadsDir, file);
  if (!target.startsWith(`${uploadsDir}${path.sep}`))
    throw new Error(`refusing to write outside uploads: ${file}`);
  const response = await request(`${uploadsUrl}/${file}`, { headersTimeout: 10_000, bodyTimeout: 10_000 });
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new Error(`GET ${uploadsUrl}/${file} → HTTP ${response.statusCode}`);
  }
  const body = Buffer.from(await response.body.arrayBuffer());
  if (body.length > MAX_RESPONSE_BYTES) throw new Error(`${file} is larger than ${MAX_RESPONSE_BYTES} bytes`);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, body);
}

async function main() {
  const map = parseCategoryMap(process.env.WORDPRESS_CATEGORY_MAP ?? JSON.stringify(DEFAULT_CATEGORY_MAP));
  const categories = [...new Set(Object.values(map).flatMap((entry) => [...entry.es, ...entry.en]))].sort(
    (a, b) => a - b,
  );
  const resources: PublishedResource[] = [
    ...categories.map((category) => ({ kind: 'posts' as const, category })),
    { kind: 'media', parent: galleryParent() },
  ];
  for (const resource of resources) {
    const items = localise(await fetchAll(source, resource)) as unknown[];
    await save(snapshotFile(resource), items);
    console.log(`${snapshotFile(resource)}: ${items.length} items`);
  }
  const terms = await request(`${base}/wp-json/wp/v2/categories?per_page=100`, { headersTimeout: 10_000 });
  if (terms.statusCode === 200) await save('categories.json', await terms.body.json());
  else await terms.body.dump();

  for (const file of found) await download(file);
  console.log(`${found.size} upload files saved under public/wp-content/uploads`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
