import { execFile } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Driving Varnish with the shipped VCL (deploy/varnish/) from tests: plain node:http requests, so every
 * header is the test's own (fetch adds some) and the source address can be chosen (the purge ACL).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

export type Answer = { status: number; headers: Record<string, string>; body: string };

export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress },
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

/** A soft purge of `tags`, as the webhook sends it (lib/cache/purge.ts), from `localAddress` if given. */
export const purge = (base: string, tags: string, localAddress?: string) =>
  send(`${base}/`, { method: 'PURGE', headers: { 'xkey-softpurge': tags }, localAddress });

/** Varnish's `Age` of an answer, in seconds. */
export const age = (answer: Answer) => Number(answer.headers['age'] ?? 'NaN');

export type StartedVarnish = { url: string; dir: string; stop: () => Promise<void> };

/** Starts a Varnish with the shipped VCL (deploy/varnish/start.sh) from its own folder under var/. */
export async function startVarnish(options: {
  port: number;
  origin: string;
  allowPurge?: string;
}): Promise<StartedVarnish> {
  const dir = path.join(ROOT, 'var', `test-varnish-${options.port}`);
  const run = promisify(execFile);
  await run('bash', [
    path.join(ROOT, 'deploy/varnish/start.sh'),
    '--port',
    String(options.port),
    '--origin',
    options.origin,
    '--dir',
    dir,
    '--memory',
    '64m',
    ...(options.allowPurge ? ['--allow-purge', options.allowPurge] : []),
  ]);
  return {
    url: `http://127.0.0.1:${options.port}`,
    dir,
    stop: async () => void (await run('bash', [path.join(ROOT, 'deploy/varnish/stop.sh'), '--dir', dir])),
  };
}
