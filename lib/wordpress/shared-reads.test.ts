import { startTestServer } from '@/test/http-server';
import { makePost } from '@/test/wordpress-fixtures';

// The data cache is Next's; here it is a pass-through, so every call is a miss, as for pages regenerated
// together after a revalidation. What is tested is the read behind the miss.
jest.mock('next/cache', () => ({ unstable_cache: <T>(read: () => Promise<T>) => read }));

type Wordpress = Awaited<ReturnType<typeof startTestServer>> & {
  requests: () => number;
  release: () => void;
};

/** A WordPress that holds every answer until released, and counts the requests it got. */
async function slowWordPress(): Promise<Wordpress> {
  let count = 0;
  let waiting: Array<() => void> = [];
  const server = await startTestServer((_req, res) => {
    count += 1;
    waiting.push(() => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-wp-totalpages': '1' });
      res.end(JSON.stringify([makePost(7)]));
    });
  });
  return {
    ...server,
    requests: () => count,
    release: () => {
      const answers = waiting;
      waiting = [];
      answers.forEach((answer) => answer());
    },
  };
}

async function until(check: () => boolean) {
  for (let tries = 0; !check() && tries < 200; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

let wordpress: Wordpress;
// getSection('counters', 'es') reads one category (25): one request per miss.
let lib: typeof import('./index');

beforeEach(async () => {
  wordpress = await slowWordPress();
  jest.resetModules();
  process.env.WORDPRESS_URL = wordpress.url;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('plaza.wordpress.read-state')];
  lib = await import('./index');
});

afterEach(async () => {
  delete process.env.WORDPRESS_URL;
  await wordpress.close();
});

test('renders that miss at the same time share one WordPress request', async () => {
  const reads = [
    lib.getSection('counters', 'es'),
    lib.getSection('counters', 'es'),
    lib.getSection('counters', 'es'),
  ];
  await until(() => wordpress.requests() >= 1);
  wordpress.release();
  const answers = await Promise.all(reads);
  expect(answers.map((posts) => posts.map((post) => post.id))).toEqual([[7], [7], [7]]);
  expect(wordpress.requests()).toBe(1);

  // Once answered, the next miss reads WordPress again (the data cache, not this, keeps answers).
  const later = lib.getSection('counters', 'es');
  await until(() => wordpress.requests() === 2);
  wordpress.release();
  await later;
});

test('after a revalidation, a render does not join a read that began before it', async () => {
  const before = lib.getSection('counters', 'es');
  await until(() => wordpress.requests() === 1);
  lib.forgetReadsInFlight();
  const after = lib.getSection('counters', 'es');
  await until(() => wordpress.requests() === 2);
  wordpress.release();
  await Promise.all([before, after]);
  expect(wordpress.requests()).toBe(2);
});
