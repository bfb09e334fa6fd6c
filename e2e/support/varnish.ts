import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request as httpRequest } from 'node:http';

import { expect } from '@playwright/test';

/**
 * Driving Varnish with the shipped VCL (deploy/varnish/) from tests: plain node:http requests, so every
 * header is the test's own (fetch adds some) and the source address can be chosen (the purge ACL).
 */
export type Answer = { status: number; headers: Record<string, string>; body: string };

/**
 * The purge token of every test Varnish and site (a test value, never a deployment's; e2e/wordpress/run.sh
 * uses the same), and the file deploy/varnish/start.sh reads it from.
 */
export const E2E_PURGE_TOKEN = 'e2e-purge-token-0123456789abcdef0123456789';
export function purgeTokenFile(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'purge-token');
  writeFileSync(file, `${E2E_PURGE_TOKEN}\n`, { mode: 0o600 });
  return file;
}

export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        // A connection of its own: a kept-alive one may meet Varnish closing it (timeout_idle, 5 s).
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${url}: no answer in 30 s`)));
    req.end();
  });
}

/**
 * A soft purge of `tags`, as the webhook sends it (lib/cache/purge.ts, with the purge token), from
 * `localAddress` if given; `token: null` sends none.
 */
export const purge = (
  base: string,
  tags: string,
  { localAddress, token = E2E_PURGE_TOKEN }: { localAddress?: string; token?: string | null } = {},
) =>
  send(`${base}/`, {
    method: 'PURGE',
    headers: { 'xkey-softpurge': tags, ...(token === null ? {} : { 'x-purge-token': token }) },
    localAddress,
  });

/** Varnish's `Age` of an answer, in seconds. */
export const age = (answer: Answer) => Number(answer.headers['age'] ?? 'NaN');

/** Soft-purges what the site says `path` is made of (its Surrogate-Key), so the next request is a miss. */
export async function fresh(varnish: string, origin: string, path: string): Promise<string> {
  const tags = (await send(`${origin}${path}`)).headers['surrogate-key'];
  expect(tags, `${path} has no tags`).toBeTruthy();
  expect((await purge(varnish, tags!)).status).toBe(200);
  return tags!;
}

/** A draft or preview cookie is passed: its answer is neither served from the cache nor stored in it. */
export async function expectPreviewPassed(varnish: string, origin: string, path: string): Promise<void> {
  await fresh(varnish, origin, path);
  for (const cookie of ['__prerender_bypass=0123abcd; theme=dark', 'theme=dark; __next_preview_data=eyJ']) {
    const preview = await send(`${varnish}${path}`, { headers: { cookie } });
    expect(preview.status).toBe(200);
    expect(preview.headers['x-cache'], cookie).toBe('pass');
  }
  // Nothing was stored by them: the first visitor without the cookie fills the cache.
  expect((await send(`${varnish}${path}`)).headers['x-cache']).toBe('miss');
  expect((await send(`${varnish}${path}`)).headers['x-cache']).toBe('hit');
  // And the cached page is not what a preview visitor gets.
  const later = await send(`${varnish}${path}`, { headers: { cookie: '__prerender_bypass=0123abcd' } });
  expect(later.headers['x-cache']).toBe('pass');
}

/**
 * A purge needs both an address in the ACL (deploy/varnish/start.sh writes 127.0.0.1 and ::1 by default)
 * and the purge token: from 127.0.0.2 with the token, or from 127.0.0.1 without it or with a wrong one, it
 * is refused and purges nothing; from 127.0.0.1 with the token it is obeyed.
 */
export async function expectPurgeAcl(varnish: string, origin: string, path: string): Promise<void> {
  const tags = await fresh(varnish, origin, path);
  await send(`${varnish}${path}`);
  for (const refusedPurge of [
    { localAddress: '127.0.0.2' },
    { localAddress: '127.0.0.1', token: null },
    { localAddress: '127.0.0.1', token: `${E2E_PURGE_TOKEN.slice(0, -1)}x` },
  ]) {
    const refused = await purge(varnish, tags, refusedPurge);
    expect(refused.status, JSON.stringify(refusedPurge)).toBe(403);
    expect((await send(`${varnish}${path}`)).headers['x-cache']).toBe('hit');
  }
  const allowed = await purge(varnish, tags, { localAddress: '127.0.0.1' });
  expect(allowed.status).toBe(200);
  expect(allowed.body).toMatch(/^Soft-purged [1-9]\d* objects/);
  expect((await send(`${varnish}${path}`)).headers['x-cache']).toBe('miss');
}

/** What no visitor may see through the cache: a cookie set for everyone, or the tags. */
export function expectNothingPrivate(answer: Answer, label: string): void {
  expect(answer.headers['set-cookie'], label).toBeUndefined();
  expect(answer.headers['surrogate-key'], label).toBeUndefined();
  expect(answer.headers['xkey'], label).toBeUndefined();
}
