import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { PROJECT } from './build';
import { assertPortFree, waitForUrl, start, type Started } from '../test/processes';

const run = promisify(execFile);

/** The two VCLs the bench compares: the shipped one, and the reference (a VCL that drops cookies). */
export const VCLS = {
  shipped: path.join(PROJECT, 'deploy/varnish/plaza.vcl'),
  minimal: path.join(PROJECT, 'bench/minimal.vcl'),
} as const;
export type Vcl = keyof typeof VCLS;

export type BenchVarnish = Started & { dir: string; vcl: Vcl };

/**
 * Varnish (deploy/varnish/start.sh, in the foreground so the bench owns the process) with one of the VCLs,
 * on 127.0.0.1:`port` in front of `origin`, from a private folder removed when it stops.
 */
export async function startVarnish(port: number, origin: string, vcl: Vcl): Promise<BenchVarnish> {
  await assertPortFree(port);
  const dir = await mkdtemp(path.join(os.tmpdir(), `plaza-bench-varnish-${vcl}-`));
  const varnish = start('bash', [
    path.join(PROJECT, 'deploy/varnish/start.sh'),
    '--foreground',
    ...['--port', String(port), '--origin', origin, '--dir', dir, '--vcl', VCLS[vcl], '--memory', '256m'],
  ]);
  const stop = async () => {
    await varnish.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`http://127.0.0.1:${port}/`, varnish, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...varnish, stop, dir, vcl };
}

/** Client requests and cache hits so far: the hit ratio counts passes and misses against the cache. */
export type VarnishCounters = { requests: number; hits: number };

/** Reads `varnishstat -j` output: client requests and cache hits so far. */
export function parseCounters(json: string): VarnishCounters {
  const counters = (JSON.parse(json) as { counters?: Record<string, { value?: number }> }).counters ?? {};
  const value = (name: string) => {
    const found = counters[name]?.value;
    if (typeof found !== 'number') throw new Error(`varnishstat gave no ${name}`);
    return found;
  };
  return { requests: value('MAIN.client_req'), hits: value('MAIN.cache_hit') };
}

export async function counters(varnish: BenchVarnish): Promise<VarnishCounters> {
  const { stdout } = await run('varnishstat', [
    '-n',
    varnish.dir,
    '-1',
    '-j',
    '-f',
    'MAIN.client_req',
    '-f',
    'MAIN.cache_hit',
  ]);
  return parseCounters(stdout);
}
