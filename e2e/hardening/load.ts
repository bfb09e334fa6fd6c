/**
 * The load test: wrk for 60 s at 100 connections over the plaza pages (rotate-paths.lua) against
 * `next start`, with the server's resident memory read from /proc after the first 10 s and after the run.
 * Budgets (the issue's): no socket error, no answer outside 2xx/3xx, RSS after within 15 % of RSS at 10 s.
 */
import path from 'node:path';

import { rssOfTree, sleep, start, type Child } from './processes';

export type LoadResult = {
  requests: number;
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

export async function runLoad(options: {
  baseUrl: string;
  paths: string[];
  server: Child;
  logDir: string;
  seconds?: number;
}): Promise<LoadResult> {
  const seconds = options.seconds ?? LOAD_BUDGET.seconds;
  const wrk = start(
    'wrk',
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
    { env: { ...process.env, WRK_PATHS: options.paths.join(',') }, logDir: options.logDir },
  );

  let rssPeak = 0;
  let rssAt10s = 0;
  const started = Date.now();
  while (wrk.alive()) {
    const rss = rssOfTree(options.server.pid);
    rssPeak = Math.max(rssPeak, rss);
    if (!rssAt10s && Date.now() - started >= 10_000) rssAt10s = rss;
    await sleep(500);
  }
  const code = await wrk.exited;
  const rssAfter = rssOfTree(options.server.pid);
  const line = wrk.output().match(/^WRK_JSON (.*)$/m)?.[1];
  if (code !== 0 || !line) throw new Error(`wrk failed (exit ${code}):\n${wrk.output().slice(-2000)}`);
  const result = JSON.parse(line) as WrkJson;

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
  return {
    requests: result.requests,
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
    rssChange,
    problems,
  };
}
