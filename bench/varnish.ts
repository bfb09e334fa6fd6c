import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { PROJECT } from './build';
import { startVarnish, type StartedVarnish } from '../test/varnish';

const run = promisify(execFile);

/** The two VCLs the bench compares: the shipped one, and the reference (a VCL that drops cookies). */
export const VCLS = {
  shipped: path.join(PROJECT, 'deploy/varnish/plaza.vcl'),
  minimal: path.join(PROJECT, 'bench/minimal.vcl'),
} as const;
export type Vcl = keyof typeof VCLS;

export type BenchVarnish = StartedVarnish & { vcl: Vcl };

/** Varnish with one of the VCLs, on 127.0.0.1:`port` in front of `origin`. */
export async function startBenchVarnish(port: number, origin: string, vcl: Vcl): Promise<BenchVarnish> {
  return { ...(await startVarnish({ port, origin, vcl: VCLS[vcl], memory: '256m' })), vcl };
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
