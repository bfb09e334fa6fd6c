import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createFakeCf7, type FakeCf7 } from '@/e2e/servers/fake-cf7';

import { VALID_MESSAGE } from './bad-contact-bodies';

export const FORM_ID = 77;
/** A key the Redis queue seals messages with (CONTACT_QUEUE_KEY); without one the queue stays on disk. */
export const QUEUE_KEY = randomBytes(32).toString('hex');
export const ENDPOINT = 'http://127.0.0.1:3000/api/contact';

/** The environment the contact route reads; each test file sets it, then loads the route afresh. */
const KEYS = [
  'CF7_BASE_URL',
  'CF7_FORM_ID',
  'CF7_TIMEOUT_MS',
  'CONTACT_OUTBOX_PATH',
  'CONTACT_QUEUE_PATH',
  'CONTACT_QUEUE_MAX',
  'CONTACT_NEW_PER_MINUTE',
  'CONTACT_RETRY_BASE_MS',
  'CONTACT_RETRY_MAX_MS',
  'REDIS_URL',
  'CONTACT_REDIS_URL',
  'CONTACT_QUEUE_KEY',
  'CONTACT_QUEUE_OLD_KEYS',
  'REVALIDATE_SECRET',
  'TRUSTED_PROXIES',
  'WORDPRESS_URL',
  'SITE_URL',
] as const;
export type ContactEnv = Partial<Record<(typeof KEYS)[number], string>>;

type Route = typeof import('@/app/api/contact/route');

/**
 * Fresh modules and a fresh queue each time: configuration, queue and rate limits are per server instance.
 * Each load gets its own disk queue unless the test names one (a restart reuses the same file). The
 * socket-address stamp is on, as under `next start` (instrumentation.ts).
 */
export async function loadRoute(env: ContactEnv): Promise<Route> {
  await closeQueue();
  const withQueue = {
    CONTACT_QUEUE_PATH: path.join(mkdtempSync(path.join(tmpdir(), 'contact-queue-')), 'queue.sqlite'),
    ...env,
  };
  for (const key of KEYS) {
    if (withQueue[key] === undefined) delete process.env[key];
    else process.env[key] = withQueue[key];
  }
  jest.resetModules();
  (await import('@/lib/http/client-address')).stampSocketAddresses();
  return import('@/app/api/contact/route');
}

/** Stops the queue's workers (call after each test file, and to "kill" an instance). */
export async function closeQueue(): Promise<void> {
  const { closeContactQueue } = await import('@/lib/contact/pipeline');
  await closeContactQueue();
}

/** A request as `next start` hands it over: stamped with the socket's peer address. */
export const fromSocket = (address: string) => ({ 'x-plaza-socket-address': address });

export async function startFakeCf7(): Promise<FakeCf7 & { url: string; close: () => Promise<void> }> {
  const fake = createFakeCf7({ formId: FORM_ID });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        fake.release();
        fake.server.closeAllConnections();
        fake.server.close(() => resolve());
      }),
  };
}

/** A message every check accepts (shared with the generated bad bodies, which break it). */
export const VALID = VALID_MESSAGE;

export function jsonRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(ENDPOINT, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': 'JestBrowser/1.0',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** What a browser sends when the form is posted without JavaScript. */
export function formRequest(
  fields: Record<string, string>,
  options: { multipart?: boolean; headers?: Record<string, string> } = {},
): Request {
  const headers = {
    accept: 'text/html,application/xhtml+xml',
    'user-agent': 'JestBrowser/1.0',
    ...options.headers,
  };
  if (options.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return new Request(ENDPOINT, { method: 'POST', headers, body: form });
  }
  return new Request(ENDPOINT, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Waits for what the queue's worker does in the background (bounded, no fixed sleeps). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the queue');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
