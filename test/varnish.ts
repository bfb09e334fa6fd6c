import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { assertPortFree, start, waitForUrl, type Started } from './processes';

const ROOT = path.resolve(import.meta.dirname, '..');

export type StartedVarnish = Started & { url: string; dir: string };

/**
 * Varnish (deploy/varnish/start.sh in the foreground, so the caller owns the process) on 127.0.0.1:`port`
 * in front of `origin`, with the shipped VCL unless another is given, from a private folder removed when it
 * stops. Used by the bench and the end-to-end tests.
 */
export async function startVarnish(options: {
  port: number;
  origin: string;
  vcl?: string;
  allowPurge?: string;
  memory?: string;
  /** The secret a PURGE must carry; a random one nobody knows when the caller never purges. */
  purgeToken?: string;
  /** The bearer that reads /api/health/* from beyond loopback; none: nobody does. */
  metricsToken?: string;
}): Promise<StartedVarnish> {
  await assertPortFree(options.port);
  const dir = await mkdtemp(path.join(os.tmpdir(), `plaza-varnish-${options.port}-`));
  const tokenFile = path.join(dir, 'purge-token');
  await writeFile(tokenFile, options.purgeToken ?? randomBytes(32).toString('hex'), { mode: 0o600 });
  const metricsTokenFile = path.join(dir, 'metrics-token');
  if (options.metricsToken) await writeFile(metricsTokenFile, options.metricsToken, { mode: 0o600 });
  const varnish = start('bash', [
    path.join(ROOT, 'deploy/varnish/start.sh'),
    '--foreground',
    ...['--port', String(options.port), '--origin', options.origin, '--dir', dir],
    ...['--memory', options.memory ?? '64m', '--purge-token-file', tokenFile],
    ...(options.vcl ? ['--vcl', options.vcl] : []),
    ...(options.allowPurge ? ['--allow-purge', options.allowPurge] : []),
    ...(options.metricsToken ? ['--metrics-token-file', metricsTokenFile] : []),
  ]);
  const stop = async () => {
    await varnish.stop();
    await rm(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${options.port}`;
  try {
    // Any answer: Varnish is up, whatever the origin says.
    await waitForUrl(`${url}/`, varnish, 30_000, 'any');
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...varnish, name: 'varnish', stop, url, dir };
}
