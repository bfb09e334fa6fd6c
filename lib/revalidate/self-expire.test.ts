import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { EXPIRE_HEADER, EXPIRE_PATH, expireThroughRoute, handleExpiry } from './self-expire';
import { log } from '@/lib/observability/log';

/**
 * A real HTTP server whose POST /api/revalidate/expire answers with handleExpiry, as the expiry route does
 * for this process's own requests; `expired` records what it was asked to expire.
 */
let server: Server;
let origin = '';
let expired: string[][] = [];

beforeAll(async () => {
  server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = new Request(`http://127.0.0.1${incoming.url}`, {
        method: incoming.method,
        headers: incoming.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      });
      void handleExpiry(request, (tags) => void expired.push(tags)).then(async (response) => {
        outgoing.writeHead(response.status, { 'content-type': 'application/json' });
        outgoing.end(await response.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  expired = [];
});

const post = (headers: Record<string, string>, body: string) =>
  fetch(`${origin}${EXPIRE_PATH}`, { method: 'POST', headers, body });

it('expires the tags when this process asks, and has answered by the time the call resolves', async () => {
  await expireThroughRoute(origin, ['wp:category:25', 'wp:media:163']);
  expect(expired).toEqual([['wp:category:25', 'wp:media:163']]);
});

it('refuses anyone without the process token, whatever the body', async () => {
  const body = JSON.stringify({ tags: ['wp:category:25'] });
  for (const token of ['', 'guess', 'a'.repeat(64)]) {
    const response = await post({ [EXPIRE_HEADER]: token }, body);
    expect(response.status).toBe(403);
  }
  expect(expired).toEqual([]);
});

it('refuses what is not a list of cache tags of ours, and says so in the log when it is itself refused', async () => {
  const warn = jest.spyOn(log, 'warn').mockImplementation(() => {});
  try {
    await expireThroughRoute(origin, ['/es']);
    await expireThroughRoute(origin, []);
    expect(expired).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith({
      event: 'webhook.expire_failed',
      tags: ['/es'],
      error: 'answered 400',
    });
  } finally {
    warn.mockRestore();
  }
});

it('never throws when the server cannot be reached: it logs, and the warm-up goes on', async () => {
  const warn = jest.spyOn(log, 'warn').mockImplementation(() => {});
  try {
    await expect(expireThroughRoute('http://127.0.0.1:9', ['wp:category:25'])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'webhook.expire_failed', tags: ['wp:category:25'] }),
    );
  } finally {
    warn.mockRestore();
  }
});
