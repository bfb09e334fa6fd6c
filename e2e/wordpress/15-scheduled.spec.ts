import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { expect, test } from '@playwright/test';

import { median, recordFigure, seconds } from './support/figures';
import { inHtml, servedAfterWebhook } from './support/site';
import { harness } from './support/state';
import { quiet, requestsSince, runWpCron, trashPost, WP_CRON_RUNNER } from './support/wordpress';

/**
 * Scheduled posts on a WordPress nobody visits (docs/editors.md, "Scheduled posts"): WordPress runs with
 * DISABLE_WP_CRON (up.sh), so only the runner publishes. The runner runs here as plaza-wp-cron.timer starts
 * it, at second 0 of every minute (no systemd on this machine: a loop in this test calls the same script).
 * A scheduled post must be served on its page within 60 s of its time, and WordPress gets no request at all
 * between the scheduling and the run that publishes it. Varnish is paused (SIGSTOP) meanwhile: its readiness
 * probes make the site ask WordPress (`HEAD /wp-json/`) every 12 s, requests that would run WP-Cron on a
 * WordPress without DISABLE_WP_CRON.
 */
test.describe.configure({ timeout: 600_000 });

// The directory: a page that lists every post of its category, so one tick's three posts are all on it.
const CATEGORY = 16;
const PAGE = '/es/directorio';
/**
 * The posts' times: 45, 30 and 15 s before one tick of the runner, so the samples fall early, mid and late in
 * a minute. All three are scheduled at once, at least AHEAD_MS before the first (wp_insert_post() publishes
 * at once a post scheduled less than a minute ahead): about 2 minutes for the three.
 */
const BEFORE_TICK_MS = [45_000, 30_000, 15_000];
const AHEAD_MS = 61_000;
const run = promisify(execFile);

/** Varnish's processes (the manager and its cache child), stopped or continued together. */
function signalVarnish(signal: 'SIGSTOP' | 'SIGCONT'): void {
  const manager = readFileSync(path.join(harness().VARNISH_DIR, 'varnishd.pid'), 'utf8').trim();
  const children = execFileSync('pgrep', ['-P', manager], { encoding: 'utf8' }).split(/\s+/).filter(Boolean);
  for (const pid of signal === 'SIGSTOP' ? [manager, ...children] : [...children, manager])
    process.kill(Number(pid), signal);
}

/**
 * The timer's ticks: the runner at every minute's second 0, until stopped. `beforeTick` runs as a tick
 * starts, before the runner.
 */
function minutelyRunner(beforeTick: (started: number) => void): {
  ticks: number[];
  stop: () => Promise<void>;
} {
  /** When each tick started (ms). */
  const ticks: number[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const next = () => {
    timer = setTimeout(
      () => {
        ticks.push(Date.now());
        beforeTick(Date.now());
        running = run('bash', [WP_CRON_RUNNER, harness().WP_ROOT]).then(() => {
          if (!stopped) next();
        });
      },
      60_000 - (Date.now() % 60_000),
    );
  };
  next();
  return {
    ticks,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

async function schedule(title: string, at: number): Promise<number> {
  const { WP_URL, APP_USER, APP_PASSWORD } = harness();
  const response = await fetch(`${WP_URL}/wp-json/wp/v2/posts`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${APP_USER}:${APP_PASSWORD}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      title,
      status: 'future',
      categories: [CATEGORY],
      date_gmt: new Date(at).toISOString().slice(0, 19),
    }),
  });
  const post = (await response.json()) as { id: number; status: string };
  expect(response.status, JSON.stringify(post)).toBe(201);
  expect(post.status).toBe('future');
  return post.id;
}

test('a scheduled post is served within 60 s of its time, published by the runner alone', async () => {
  // The runner has been ticking all along on a real host: WordPress's backlog of due events runs first.
  runWpCron();
  await quiet();
  // Varnish runs from the posts' tick (the webhook purges it) on.
  let paused = false;
  let firstAt = Infinity;
  const resume = () => {
    if (paused) signalVarnish('SIGCONT');
    paused = false;
  };
  const runner = minutelyRunner((started) => {
    if (started >= firstAt) resume();
  });
  const lateness: number[] = [];
  const ids: number[] = [];
  try {
    signalVarnish('SIGSTOP');
    paused = true;
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // a probe under way finishes
    const tick = Math.ceil((Date.now() + AHEAD_MS + BEFORE_TICK_MS[0]!) / 60_000) * 60_000;
    const times = BEFORE_TICK_MS.map((before) => tick - before);
    const titles = times.map((_, index) => `Consultorio programado ${index + 1}-${Date.now() % 100_000}`);
    for (const [index, at] of times.entries()) ids.push(await schedule(titles[index]!, at));
    // WordPress must have had no request from the scheduling until the tick that publishes the posts.
    const quietSince = Date.now() / 1000;
    firstAt = times[0]!;
    for (const [index, at] of times.entries()) {
      // performance.now() at the post's time: servedAfterWebhook() counts from there.
      const since = performance.now() + (at - Date.now());
      const served = await servedAfterWebhook(
        PAGE,
        (html) => html.includes(inHtml(titles[index]!)),
        since,
        75_000,
      );
      lateness.push(served);
      console.log(`[scheduled] post ${ids[index]}: served ${seconds(served)} after its time`);

      // Published by a tick of the runner after its time, and nothing reached WordPress before that tick.
      const published = runner.ticks.find((started) => started >= at);
      expect(published, 'a runner tick after the post’s time').toBeTruthy();
      expect(requestsSince(quietSince).filter((request) => request.at < published! / 1000)).toEqual([]);
    }
  } finally {
    await runner.stop();
    resume();
    for (const id of ids) await trashPost(id);
  }
  await quiet();
  recordFigure(
    'scheduled post served after its time (runner every minute, median of 3)',
    `${seconds(median(lateness))} (${lateness.map(seconds).join(', ')})`,
  );
  expect(median(lateness)).toBeLessThanOrEqual(60);
  for (const late of lateness) expect(late).toBeLessThanOrEqual(70);
});
