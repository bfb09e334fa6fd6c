import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { createFakeWordPress } from '@/e2e/servers/fake-wordpress';
import { startTestServer } from '@/test/http-server';

import { readCategory, readMedia, restSource } from './client';
import { snapshotSource } from './snapshot';

/**
 * The bundled snapshot and a live WordPress are two sources of one contract: given the same JSON, the
 * snapshot source must yield exactly what the REST source yields over HTTP (paging, validation,
 * reshaping). The fake WordPress serves the bundled folder itself, with WordPress's paging rules.
 */
const DIR = path.resolve(__dirname, '../../content/wordpress');
const options = { uploadsUrl: '/wp-content/uploads', warn: () => undefined };

let rest: ReturnType<typeof restSource>;
let close: () => Promise<void>;
beforeAll(async () => {
  const fake = createFakeWordPress(DIR);
  const server = await startTestServer((req, res) => fake.server.emit('request', req, res));
  close = server.close;
  rest = restSource({ baseUrl: server.url, timeoutMs: 5_000, retries: 0 });
});
afterAll(() => close());

it('yields the same posts as the REST source for every category of the bundled snapshot', async () => {
  const files = await readdir(path.join(DIR, 'posts'));
  const categories = files.map((file) => Number(/^category-(\d+)\.json$/.exec(file)?.[1])).filter(Boolean);
  expect(categories.length).toBeGreaterThanOrEqual(20);
  for (const category of categories) {
    const fromSnapshot = await readCategory(snapshotSource(DIR), category, options);
    expect(fromSnapshot.length).toBeGreaterThan(0);
    expect(fromSnapshot).toEqual(await readCategory(rest, category, options));
  }
});

it('yields the same gallery as the REST source', async () => {
  const fromSnapshot = await readMedia(snapshotSource(DIR), 163, options);
  expect(fromSnapshot.length).toBeGreaterThan(20);
  expect(fromSnapshot).toEqual(await readMedia(rest, 163, options));
});

it('reads a category the snapshot does not hold as empty, like WordPress', async () => {
  expect(await readCategory(snapshotSource(DIR), 999, options)).toEqual([]);
  expect(await readCategory(rest, 999, options)).toEqual([]);
});
