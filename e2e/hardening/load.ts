/**
 * The load test: wrk for 60 s at 100 connections over the plaza pages (rotate-paths.lua) against
 * `next start`, with the server's resident memory read from /proc after the first 10 s and after the run.
 * Budgets: no socket error, no answer outside 2xx/3xx, RSS after within 15 % of RSS at 10 s.
 */
import path from 'node:path';

import { sleep, start, treeRss, type Started } from '../../test/processes';

export type LoadResult = {
  requests: number;
  warmupRequests: number;
  seconds: number;
  requestsPerSecond: number;
  socketErrors: number;
  non2xx3xx: number;
  c5xx: number;
  p50Ms: number;
  p99Ms: number;
  rssAt10s: number;
  rssAfter: number;
  rssPeak: number;
  /** RSS every 10 s of the run. */
  rssSeries: number[];
  rssChange: number;
  problems: string[];
};

type WrkJson = {
  requests: number;
  durationUs: number;
  connect: number;
  read: number;
  write: number;
  timeout: number;
  status: number;
  c2xx: number;
  c3xx: number;
  c4xx: number;
  c5xx: number;
  p50Us: number;
  p99Us: number;
};

export const LOAD_BUDGET = { seconds: 60, connections: 100, rssChange: 0.15 } as const;

function wrk(name: string, seconds: number, options: { baseUrl: string; paths: string[]; logDir: string }) {
  return start(
    'wrk',
    [
      '--threads',
      '2',
      '--connections',
      String(LOAD_BUDGET.connections),
      '--duration',
      `${seconds}s`,
      // Other builds share this machine: a slow answer is measured in the latency, not counted as lost.
      '--timeout',
      '10s',
      '--header',
      'Accept-Encoding: gzip',
      '--latency',
      '--script',
      path.join(import.meta.dirname, 'rotate-paths.lua'),
      options.baseUrl,
    ],
    { name, env: { ...process.env, WRK_PATHS: options.paths.join(',') }, logDir: options.logDir },
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
}

function parse(child: Started, code: number | null): WrkJson {
  const line = child.output().match(/^WRK_JSON (.*)$/m)?.[1];
  if (code !== 0 || !line) throw new Error(`wrk failed (exit ${code}):\n${child.output().slice(-2000)}`);
  return JSON.parse(line) as WrkJson;
}

/**
 * A 10 s warm-up comes first (reported, not judged): the budget is about memory that keeps growing under
 * sustained load, not about a cold process filling its caches and JIT in its first seconds.
 */
export async function runLoad(options: {
  baseUrl: string;
  paths: string[];
  server: Started;
  logDir: string;
  seconds?: number;
  warmupSeconds?: number;
}): Promise<LoadResult> {
  const seconds = options.seconds ?? LOAD_BUDGET.seconds;
  const warmup = wrk('wrk-warmup', options.warmupSeconds ?? 10, options);
  const warm = parse(warmup, await warmup.exited);
  const measured = wrk('wrk', seconds, options);
  // RSS swings by a fifth between two garbage collections under load, with no trend, so each point of the
  // budget is the median of a window of samples: 10-16 s into the run, and the 4 s after it.
  let rssPeak = 0;
  const window10s: number[] = [];
  const rssSeries: number[] = [];
  const started = Date.now();
  while (measured.alive()) {
    const rss = await treeRss(options.server.pid);
    const elapsed = Date.now() - started;
    rssPeak = Math.max(rssPeak, rss);
    if (elapsed >= 10_000 && elapsed <= 16_000) window10s.push(rss);
    if (elapsed >= (rssSeries.length + 1) * 10_000) rssSeries.push(rss);
    await sleep(250);
  }
  const result = parse(measured, await measured.exited);
  const after: number[] = [];
  for (let sample = 0; sample < 16; sample += 1) {
    after.push(await treeRss(options.server.pid));
    await sleep(250);
  }
  const rssAt10s = median(window10s);
  const rssAfter = median(after);

  const socketErrors = result.connect + result.read + result.write + result.timeout;
  const rssChange = rssAt10s ? (rssAfter - rssAt10s) / rssAt10s : Number.NaN;
  const problems: string[] = [];
  if (socketErrors)
    problems.push(
      `${socketErrors} socket errors (connect ${result.connect}, read ${result.read}, write ${result.write}, timeout ${result.timeout})`,
    );
  if (result.status)
    problems.push(`${result.status} answers outside 2xx/3xx (${result.c4xx} 4xx, ${result.c5xx} 5xx)`);
  if (!(Math.abs(rssChange) <= LOAD_BUDGET.rssChange))
    problems.push(`RSS moved ${(rssChange * 100).toFixed(1)} % between 10 s and the end (budget ±15 %)`);
  if (!options.server.alive()) problems.push('the server died under load');
  const warmErrors = warm.connect + warm.read + warm.write + warm.timeout + warm.status;
  if (warmErrors) problems.push(`${warmErrors} errors or non-2xx/3xx answers during the warm-up`);
  return {
    requests: result.requests,
    warmupRequests: warm.requests,
    seconds: result.durationUs / 1e6,
    requestsPerSecond: result.requests / (result.durationUs / 1e6),
    socketErrors,
    non2xx3xx: result.status,
    c5xx: result.c5xx,
    p50Ms: result.p50Us / 1000,
    p99Ms: result.p99Us / 1000,
    rssAt10s,
    rssAfter,
    rssPeak,
    rssSeries,
    rssChange,
    problems,
  };
}
