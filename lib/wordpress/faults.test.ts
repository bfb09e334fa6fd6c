import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  createFaultyWordPress,
  FAULT_MESSAGES,
  FAULTS,
  WRONG_TYPES,
  type Fault,
} from '@/e2e/servers/faulty-wordpress';
import { startTestServer } from '@/test/http-server';
import { makePost } from '@/test/wordpress-fixtures';

import { MAX_RESPONSE_BYTES, readCategory, restSource } from './client';
import { WordPressError } from './errors';
import { snapshotSource } from './snapshot';

async function start(fault: Fault) {
  const faulty = createFaultyWordPress(fault);
  await new Promise<void>((resolve) => faulty.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(faulty.server.address() as AddressInfo).port}`;
  return {
    ...faulty,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        faulty.server.closeAllConnections();
        faulty.server.close(() => resolve());
      }),
  };
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => process.on('unhandledRejection', onUnhandled));
afterAll(() => process.off('unhandledRejection', onUnhandled));

describe('a misbehaving WordPress', () => {
  it.each(FAULTS)(
    '%s: a WordPressError naming the URL and what was wrong, no unhandled rejection',
    async (fault) => {
      const server = await start(fault);
      try {
        const warnings: string[] = [];
        const error = await readCategory(
          restSource({ baseUrl: server.url, timeoutMs: 400, retries: 2, minBackoffMs: 5 }),
          17,
          {
            uploadsUrl: '/wp-content/uploads',
            warn: (message) => warnings.push(message),
          },
        ).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(WordPressError);
        const message = (error as Error).message;
        expect(message).toContain(`GET ${server.url}/wp-json/wp/v2/posts?categories=17`);
        expect(message).toContain('(category 17)');
        expect(message).toMatch(FAULT_MESSAGES[fault]);
        expect(unhandled).toEqual([]);
      } finally {
        await server.close();
      }
    },
  );

  it('cuts a 50 MB reply off at the size limit instead of reading it into memory', async () => {
    const server = await start('huge-body');
    try {
      const before = process.memoryUsage().rss;
      await expect(
        readCategory(restSource({ baseUrl: server.url, timeoutMs: 5_000, retries: 0 }), 17, {
          uploadsUrl: '',
          warn: () => undefined,
        }),
      ).rejects.toThrow(`larger than ${MAX_RESPONSE_BYTES} bytes`);
      // The client hung up long before the server could send its 50 MB.
      expect(server.bytesSent()).toBeLessThan(50 * 1024 * 1024);
      expect(process.memoryUsage().rss - before).toBeLessThan(3 * MAX_RESPONSE_BYTES);
    } finally {
      await server.close();
    }
  });

  it('does not retry a redirect loop forever: it stops after 3 redirects', async () => {
    const server = await start('redirect-loop');
    try {
      await expect(
        readCategory(restSource({ baseUrl: server.url, timeoutMs: 2_000, retries: 0 }), 17, {
          uploadsUrl: '',
          warn: () => undefined,
        }),
      ).rejects.toThrow(/redirect/i);
      expect(server.hits()).toBeLessThanOrEqual(4);
    } finally {
      await server.close();
    }
  });

  it('wrong types in some posts: the bad ones are skipped with warnings naming them, the good one is kept', async () => {
    const server = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-wp-totalpages': '1' });
      res.end(JSON.stringify([...WRONG_TYPES.slice(0, 3), makePost(4)]));
    });
    try {
      const warnings: string[] = [];
      const posts = await readCategory(
        restSource({ baseUrl: server.url, timeoutMs: 2_000, retries: 0 }),
        17,
        { uploadsUrl: '', warn: (message) => warnings.push(message) },
      );
      expect(posts.map((post) => post.id)).toEqual([4]);
      expect(warnings).toEqual([
        expect.stringMatching(/post 1 in category 17: title/),
        expect.stringMatching(/post two in category 17: id/),
        expect.stringMatching(/post 3 in category 17: categories/),
      ]);
    } finally {
      await server.close();
    }
  });

  it('a snapshot file where no item is usable fails the same way, naming the file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'wp-wrong-'));
    await mkdir(path.join(dir, 'posts'));
    await writeFile(path.join(dir, 'posts/category-17.json'), JSON.stringify(WRONG_TYPES));
    const error = await readCategory(snapshotSource(dir), 17, {
      uploadsUrl: '',
      warn: () => undefined,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WordPressError);
    expect((error as Error).message).toContain(
      `GET ${path.join(dir, 'posts/category-17.json')} (category 17): none of the 4 items is usable`,
    );
  });
});
