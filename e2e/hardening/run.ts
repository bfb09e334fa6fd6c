/**
 * `npm run test:hardening`: builds what it needs, starts real servers, runs every hardening part, prints
 * the figures and exits non-zero on any failure. Every process it starts is stopped at the end.
 *
 *   A  poisoned snapshot + three builds in parallel, all with marker values in every secret: "poisoned"
 *      (the XSS corpus, read from disk), "prod" (a fake WordPress over HTTP, default settings) and "live"
 *      (the same WordPress, a 2 s REVALIDATE_SECONDS and short timeouts)
 *   B  the production server alone: bad requests, the contact flood, wrk for 60 s, then the weak spots
 *      (image optimiser, preview cookie, webhook replay and Host); then two instances of
 *      the same build sharing a private Redis: a replay sent to the other one; then the contact pipeline
 *      on servers of the same build (e2e/hardening/contact.ts): clients by socket address and by proxy
 *      entry, invisible characters, kill -9 between accept and delivery, the queue's figures
 *   C  in parallel: WordPress faults at revalidation (the live server) | one build against per-category
 *      faults | the poisoned site in Chromium
 *   D  secrets in the built client files and pages; npm audit
 *
 * Ports 3420-3437 (HARDENING_PORT_BASE moves them); HARDENING_SEED replays the bad requests.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createRecorder, type Hit } from '../servers/recorder';
import { createSwitchableWordPress, type SwitchableWordPress } from '../servers/switchable-wordpress';
import { privateRedisArgs } from '../support/redis';
import { PLAZA_ROUTES } from '../support/routes';
import { runAudit } from './audit';
import { generateBadRequests, sendBadRequests, type Outcome } from './bad-requests';
import { buildAgainstFaults, close, listen, MEMORY_ALLOWANCE, revalidationFaults } from './faults';
import { createFakeCf7 } from '../servers/fake-cf7';
import {
  clientsByProxy,
  clientsBySocket,
  contactFigures,
  invisibleCharacters,
  killBetweenAcceptAndDelivery,
} from './contact';
import { contactFlood } from './flood';
import { LOAD_BUDGET, runLoad } from './load';
import { poisonSnapshot } from './poison-snapshot';
import { start, stopAll, waitForPort, waitForUrl, type Started } from '../../test/processes';
import { counts, mb, Report } from './report';
import { scanForSecrets, secretMarkers } from './secrets';
import { forgedPreviewCookie, imageOptimiser, replayedDelivery, type Check } from './weak-spots';

const ROOT = process.cwd();
const LOG_DIR = path.join(ROOT, 'test-results', 'hardening');
const BASE_PORT = Number(process.env.HARDENING_PORT_BASE ?? 3420);
const PORTS = {
  recorder: BASE_PORT,
  wordpress: BASE_PORT + 1,
  faultyWordpress: BASE_PORT + 2,
  spy: BASE_PORT + 3,
  fakeCf7: BASE_PORT + 4,
  live: BASE_PORT + 10,
  poisoned: BASE_PORT + 11,
  prod: BASE_PORT + 12,
  redis: BASE_PORT + 13,
  sharedA: BASE_PORT + 14,
  sharedB: BASE_PORT + 15,
  contactDirect: BASE_PORT + 16,
  contact: BASE_PORT + 17,
};
const SEED = Number(process.env.HARDENING_SEED ?? 20_261_123);
const REVALIDATE_SECONDS = 2;
const WORDPRESS_TIMEOUT_MS = 1000;
const DIST = { poisoned: '.next-poisoned', prod: '.next-prod', live: '.next-live', faulty: '.next-faulty' };
/** Every plaza page, and /contact, the English page at the theme's old address. */
const PAGES = [...PLAZA_ROUTES, '/contact'];

/** The site's own configuration never leaks in from the caller's shell: each server gets exactly its own. */
const SITE_VARIABLES =
  /^(WORDPRESS_|REVALIDATE_|CF7_|CONTACT_|SITE_|REDIS_URL$|CONTACT_REDIS_URL$|TRUST_PROXY$|TRUSTED_PROXIES$|METRICS_TOKEN$|NEXT_DIST_DIR$|PORT$|HOST$|HOSTNAME$)/;
const baseEnv: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !SITE_VARIABLES.test(name))),
  NEXT_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  NODE_ENV: 'production',
};

const NEXT = ['node_modules/next/dist/bin/next'];
const report = new Report();
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(0);

async function build(name: string, env: NodeJS.ProcessEnv): Promise<number> {
  const started = Date.now();
  const child = start(process.execPath, [...NEXT, 'build'], { name: `build-${name}`, env, logDir: LOG_DIR });
  const code = await child.exited;
  if (code !== 0)
    throw new Error(
      `the ${name} build failed (exit ${code}); see ${child.logFile}:\n${child.output().slice(-3000)}`,
    );
  return (Date.now() - started) / 1000;
}

async function serve(name: string, port: number, env: NodeJS.ProcessEnv): Promise<Started> {
  const child = start(
    process.execPath,
    [...NEXT, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      name: `server-${name}`,
      env,
      logDir: LOG_DIR,
    },
  );
  await waitForUrl(`http://127.0.0.1:${port}/es`, child, 60_000, 'any');
  return child;
}

function reportBadRequests(outcomes: Outcome[], revalidateOn: boolean) {
  for (const target of ['contact', 'revalidate', 'page'] as const) {
    const mine = outcomes.filter((outcome) => outcome.request.target === target);
    const byStatus = new Map<string, number>();
    const problems: string[] = [];
    for (const outcome of mine) {
      const { request, status } = outcome;
      // Node closes the socket on a request line or headers past its 16 KB limit: refused, not crashed.
      const oversized = request.path.length + JSON.stringify(request.headers).length > 16 * 1024;
      const key =
        status === null
          ? oversized
            ? 'closed (over 16 KB of headers)'
            : `error: ${outcome.error}`
          : String(status);
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
      const where = `${request.family}: ${request.method} ${request.path.slice(0, 80)}`;
      if (status !== null && status >= 500) problems.push(`${status} for ${where}`);
      if (status === null && !oversized) problems.push(`no answer (${outcome.error}) for ${where}`);
      if (outcome.leak) problems.push(`${outcome.leak} in the reply to ${where}`);
      if (outcome.missingHeaders) problems.push(`no security headers on the ${status} for ${where}`);
      // The API's bad input is a client error by construction: it must say so (4xx), not succeed.
      if (target !== 'page' && status !== null && (status < 400 || status >= 500))
        problems.push(`${status} (not 4xx) for ${where}`);
    }
    if (target === 'revalidate' && !revalidateOn)
      problems.push('the webhook is off (REVALIDATE_SECRET not read)');
    report.add(
      'bad input',
      `${mine.length} bad requests to ${target === 'page' ? 'page URLs' : `/api/${target}`}`,
      counts(byStatus),
      [...new Set(problems)].slice(0, 12),
    );
  }
}

/** What every phase shares: the run's folder, its fake servers and each build's environment. */
type Run = {
  work: string;
  outbox: string;
  /** Closes the in-process servers (recorder, WordPress, spy, fake CF7) at the end. */
  closers: (() => Promise<void>)[];
  markers: Record<string, string>;
  readByCode: string[];
  recorderUrl: string;
  poison: Awaited<ReturnType<typeof poisonSnapshot>>;
  liveDir: string;
  wordpress: SwitchableWordPress;
  wordpressUrl: string;
  spy: { url: string; hits: Hit[] };
  env: { poisoned: NodeJS.ProcessEnv; prod: NodeJS.ProcessEnv; live: NodeJS.ProcessEnv };
};

async function listenFor(run: Pick<Run, 'closers'>, server: Server, port: number): Promise<string> {
  const url = await listen(server, port);
  run.closers.push(() => close(server));
  return url;
}

/** A: the poisoned snapshot, the fake WordPress, and the poisoned, production and live builds in parallel. */
async function prepare(work: string, closers: Run['closers']): Promise<Run> {
  const { markers, readByCode } = secretMarkers(ROOT);
  const recorder = createRecorder();
  const recorderUrl = await listenFor({ closers }, recorder.server, PORTS.recorder);
  const poisonedDir = path.join(work, 'poisoned');
  const poison = await poisonSnapshot({
    from: path.join(ROOT, 'content/wordpress'),
    to: poisonedDir,
    recorder: recorderUrl,
  });
  const liveDir = path.join(work, 'live');
  await cp(path.join(ROOT, 'content/wordpress'), liveDir, { recursive: true });
  const wordpress = createSwitchableWordPress(liveDir);
  const wordpressUrl = await listenFor({ closers }, wordpress.server, PORTS.wordpress);
  const spy = createRecorder();
  const spyUrl = await listenFor({ closers }, spy.server, PORTS.spy);
  const outbox = path.join(work, 'outbox.jsonl');

  // Each server's contact queue in the run's folder, never the checkout's var/.
  const withSecrets = (queue: string) => ({
    ...baseEnv,
    ...markers,
    CONTACT_QUEUE_PATH: path.join(work, `${queue}-queue.sqlite`),
  });
  const env = {
    poisoned: {
      ...withSecrets('poisoned'),
      WORDPRESS_SNAPSHOT_DIR: poisonedDir,
      NEXT_DIST_DIR: DIST.poisoned,
    },
    // The production configuration (default interval and timeouts): load and bad input.
    prod: {
      ...withSecrets('prod'),
      WORDPRESS_URL: wordpressUrl,
      NEXT_DIST_DIR: DIST.prod,
      TRUSTED_PROXIES: '127.0.0.1',
      CONTACT_OUTBOX_PATH: outbox,
      // Its visitors share /24s and 100 messages go in a minute: each client's own 5 a minute apply.
      CONTACT_NEW_PER_MINUTE: '100000',
    },
    // The same with a 2 s interval and short timeouts: WordPress faults at revalidation, many per minute.
    live: {
      ...withSecrets('live'),
      WORDPRESS_URL: wordpressUrl,
      REVALIDATE_SECONDS: String(REVALIDATE_SECONDS),
      NEXT_DIST_DIR: DIST.live,
      WORDPRESS_TIMEOUT_MS: String(WORDPRESS_TIMEOUT_MS),
      WORDPRESS_RETRIES: '1',
    },
  };
  const started = Date.now();
  const [poisonedBuild, prodBuild, liveBuild] = await Promise.all([
    build('poisoned', env.poisoned),
    build('prod', env.prod),
    build('live', env.live),
  ]);
  report.add(
    'builds',
    'poisoned, production and live builds (in parallel)',
    `${poisonedBuild.toFixed(0)} s, ${prodBuild.toFixed(0)} s, ${liveBuild.toFixed(0)} s; ${seconds(started)} s together`,
  );
  return {
    work,
    outbox,
    closers,
    markers,
    readByCode,
    recorderUrl,
    poison,
    liveDir,
    wordpress,
    wordpressUrl,
    spy: { url: spyUrl, hits: spy.hits },
    env,
  };
}

const addChecks = (checks: Check[]) =>
  checks.forEach(({ check, figure, problems }) => report.add('weak spots', check, figure, problems));

/** B: the production server alone: bad input, the contact flood, the load, then the weak spots. */
async function productionServer(run: Run): Promise<void> {
  const prod = await serve('prod', PORTS.prod, run.env.prod);
  const prodUrl = `http://127.0.0.1:${PORTS.prod}`;
  const companionSecret = run.markers.REVALIDATE_SECRET!;
  const revalidateOn = (await fetch(`${prodUrl}/api/revalidate`)).status === 405;

  const started = Date.now();
  const bad = generateBadRequests(SEED, companionSecret);
  const outcomes = await sendBadRequests(prodUrl, bad);
  reportBadRequests(outcomes, revalidateOn);
  report.add(
    'bad input',
    `all ${bad.length} (seed ${SEED})`,
    `${seconds(started)} s; 5xx: ${outcomes.filter((o) => (o.status ?? 0) >= 500).length}, leaks: ${outcomes.filter((o) => o.leak).length}`,
    prod.alive() ? [] : ['the server died'],
  );

  const flood = await contactFlood(prodUrl);
  const delivered = readFileSync(run.outbox, 'utf8').trim().split('\n').filter(Boolean).length;
  const lost =
    delivered === flood.accepted + 2
      ? []
      : [`${delivered} messages in the outbox, expected ${flood.accepted + 2}`];
  report.add(
    'contact flood',
    `${flood.sent} messages from one client, then another client`,
    `accepted ${flood.accepted}, 429 ×${flood.limited} (Retry-After ${flood.retryAfter} s); other client: JSON ${flood.otherClientJson}, form ${flood.otherClientForm}; outbox ${delivered}`,
    [...flood.problems, ...lost],
  );

  const load = await runLoad({ baseUrl: prodUrl, paths: PAGES, server: prod, logDir: LOG_DIR });
  report.add(
    'load',
    `wrk ${LOAD_BUDGET.seconds} s, ${LOAD_BUDGET.connections} connections, ${PAGES.length} pages (after a 10 s warm-up)`,
    `${load.requests} requests (${load.requestsPerSecond.toFixed(0)}/s; warm-up ${load.warmupRequests}), socket errors ${load.socketErrors}, non-2xx/3xx ${load.non2xx3xx}, 5xx ${load.c5xx}, p50 ${load.p50Ms.toFixed(0)} ms, p99 ${load.p99Ms.toFixed(0)} ms`,
    load.problems.filter((problem) => !problem.startsWith('RSS')),
  );
  report.add(
    'load',
    'RSS at 10 s → after the run (±15 %)',
    `${mb(load.rssAt10s)} → ${mb(load.rssAfter)} (${(load.rssChange * 100).toFixed(1)} %), peak ${mb(load.rssPeak)}; every 10 s: ${load.rssSeries.map((rss) => (rss / 1048576).toFixed(0)).join(' ')}`,
    load.problems.filter((problem) => problem.startsWith('RSS')),
  );

  // After the load, so its figures are the pages' alone (the image checks optimise some 360 pictures).
  addChecks(await imageOptimiser(prodUrl, prod, run.wordpressUrl));
  addChecks([await forgedPreviewCookie(prodUrl)]);
  addChecks(
    await replayedDelivery({
      baseUrl: prodUrl,
      server: prod,
      secret: companionSecret,
      wordpress: run.wordpress,
      spy: run.spy,
    }),
  );
  await prod.stop();
}

/**
 * B: two instances of the production build sharing a private Redis: a delivery taken by one is "already
 * done" for the other.
 */
async function sharedInstances(run: Run): Promise<void> {
  const redisDir = path.join(run.work, 'redis');
  mkdirSync(redisDir);
  const redis = start('redis-server', privateRedisArgs(PORTS.redis, redisDir), {
    name: 'redis',
    env: baseEnv,
    logDir: LOG_DIR,
  });
  await waitForPort(PORTS.redis, redis);
  const sharedEnv = { ...run.env.prod, REDIS_URL: `redis://127.0.0.1:${PORTS.redis}` };
  const [sharedA, sharedB] = await Promise.all([
    serve('shared-a', PORTS.sharedA, sharedEnv),
    serve('shared-b', PORTS.sharedB, sharedEnv),
  ]);
  addChecks(
    await replayedDelivery({
      baseUrl: `http://127.0.0.1:${PORTS.sharedA}`,
      server: sharedA,
      secret: run.markers.REVALIDATE_SECRET!,
      wordpress: run.wordpress,
      spy: run.spy,
      again: { baseUrl: `http://127.0.0.1:${PORTS.sharedB}`, server: sharedB },
    }),
  );
  await Promise.all([sharedA.stop(), sharedB.stop(), redis.stop()]);
}

/** B: the contact pipeline: clients told apart, invisible characters, a kill between accept and delivery. */
async function contactPipeline(run: Run): Promise<void> {
  const fakeCf7 = createFakeCf7({ formId: 77 });
  const fakeCf7Url = await listenFor(run, fakeCf7.server, PORTS.fakeCf7);
  const direct = await serve('contact-direct', PORTS.contactDirect, {
    ...run.env.prod,
    TRUSTED_PROXIES: '',
    CONTACT_QUEUE_PATH: path.join(run.work, 'direct-queue.sqlite'),
  });
  const bySocket = await clientsBySocket(`http://127.0.0.1:${PORTS.contactDirect}`);
  report.add(
    'contact',
    'no proxy: two clients by socket address, X-Forwarded-For rotated',
    bySocket.figure,
    bySocket.problems,
  );
  await direct.stop();
  const contactEnv = {
    ...run.env.prod,
    CF7_BASE_URL: fakeCf7Url,
    CF7_FORM_ID: '77',
    CF7_TIMEOUT_MS: '2000',
    CONTACT_RETRY_BASE_MS: '500',
    CONTACT_RETRY_MAX_MS: '2000',
    CONTACT_QUEUE_PATH: path.join(run.work, 'contact-queue.sqlite'),
  };
  const startContactServer = () => serve('contact', PORTS.contact, contactEnv);
  let contactServer = await startContactServer();
  const contactUrl = `http://127.0.0.1:${PORTS.contact}`;
  const proxied = await clientsByProxy(contactUrl);
  report.add(
    'contact',
    'behind a proxy: two appended addresses, client entry rotated; a direct client forging',
    proxied.figure,
    proxied.problems,
  );
  const invisible = await invisibleCharacters(contactUrl);
  report.add(
    'contact',
    'invisible and direction characters in name and subject',
    invisible.figure,
    invisible.problems,
  );
  const killed = await killBetweenAcceptAndDelivery({
    baseUrl: contactUrl,
    fake: fakeCf7,
    start: startContactServer,
    server: contactServer,
  });
  contactServer = killed.server;
  report.add('contact', 'kill -9 between accept and delivery', killed.figure, killed.problems);
  const figures = await contactFigures(contactUrl, fakeCf7);
  report.add('contact', 'queue figures (fake CF7)', figures.figure, figures.problems);
  await contactServer.stop();
}

/**
 * C, three at once: faults at revalidation (the live server) | a build against faults | the poisoned site in
 * Chromium.
 */
async function faultsAndBrowser(run: Run): Promise<void> {
  const live = await serve('live', PORTS.live, run.env.live);
  const liveUrl = `http://127.0.0.1:${PORTS.live}`;
  const revalidation = revalidationFaults({
    baseUrl: liveUrl,
    server: live,
    wordpress: run.wordpress,
    snapshotDir: run.liveDir,
    paths: PAGES,
    revalidateSeconds: REVALIDATE_SECONDS,
    attemptSeconds: (WORDPRESS_TIMEOUT_MS * 2 + 1000) / 1000,
    logDir: LOG_DIR,
  });
  // Three at once on two cores: the fault windows only wait for answers, and each Playwright check
  // waits for its page; timings are reported, never judged.
  const faultyBuild = buildAgainstFaults({
    snapshotDir: run.liveDir,
    port: PORTS.faultyWordpress,
    env: baseEnv,
    logDir: LOG_DIR,
    distDir: DIST.faulty,
  });
  const browserPart = (async () => {
    const poisoned = await serve('poisoned', PORTS.poisoned, run.env.poisoned);
    const playwright = start(
      process.execPath,
      ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/hardening/playwright.config.ts'],
      {
        name: 'playwright-poisoned',
        env: {
          ...baseEnv,
          HARDENING_BASE_URL: `http://127.0.0.1:${PORTS.poisoned}`,
          RECORDER_URL: run.recorderUrl,
        },
        logDir: LOG_DIR,
      },
    );
    const code = await playwright.exited;
    await poisoned.stop();
    return { code, playwright };
  })();
  const [reval, faulty, browser] = await Promise.all([revalidation, faultyBuild, browserPart]);

  const addOutcomes = (outcomes: typeof faulty.outcomes) => {
    for (const outcome of outcomes)
      report.add(
        'faults',
        `${outcome.fault} (${outcome.where})`,
        outcome.detail,
        outcome.survived ? [] : [outcome.detail],
      );
  };
  addOutcomes(faulty.outcomes);
  report.add(
    'faults',
    'the faulty build',
    `exit ${faulty.exitCode} after ${faulty.seconds.toFixed(0)} s`,
    faulty.exitCode === 0 ? ['it succeeded'] : [],
  );
  addOutcomes(reval.outcomes);
  report.add(
    'faults',
    'revalidation: pages, freshness, memory',
    `${reval.requests} page requests, non-200 ${reval.non200}, changed ${reval.changedPages}; edit shown after ${reval.freshSeconds.toFixed(1)} s, again after the faults in ${reval.recoveredSeconds.toFixed(1)} s; RSS ${mb(reval.rssBefore)} → peak ${mb(reval.rssPeak)} (allowance ${mb(MEMORY_ALLOWANCE)}) → ${mb(reval.rssAfter)}`,
    reval.problems,
  );

  const pw = JSON.parse(readFileSync(path.join(LOG_DIR, 'poisoned.json'), 'utf8')) as PlaywrightJson;
  const tags = annotations(pw, 'payload tags shown as text');
  report.add(
    'xss',
    `${run.poison.payloads} payloads, ${run.poison.placements} placements in ${run.poison.posts} posts and ${run.poison.media} media`,
    `${pw.stats.expected} pages/flows inert, ${pw.stats.unexpected} not; ${tags} payload tags seen as text`,
    browser.code === 0 && pw.stats.unexpected === 0
      ? []
      : [`Playwright failed (exit ${browser.code}); see ${browser.playwright.logFile}`, ...failedSpecs(pw)],
  );
}

/** D: the secrets in the built client files and pages, and npm audit. */
function secretsAndAudit(run: Run): void {
  for (const dist of [DIST.poisoned, DIST.prod, DIST.live]) {
    const scan = scanForSecrets(path.join(ROOT, dist), run.markers);
    const empty = scan.clientFiles && scan.prerenderedFiles ? [] : ['nothing was scanned'];
    report.add(
      'secrets',
      `markers in ${dist}/static and pre-rendered pages`,
      `${Object.keys(run.markers).length} markers (${run.readByCode.join(', ') || 'none'} read by the code), ${scan.clientFiles} client + ${scan.prerenderedFiles} page files, ${mb(scan.bytes)}: ${scan.leaks.length} found`,
      [...empty, ...scan.leaks],
    );
  }
  const audit = runAudit(ROOT);
  report.add(
    'audit',
    'npm audit --omit=dev --audit-level=high',
    audit.detail,
    audit.status === 'failed' ? [audit.detail] : [],
    audit.status === 'unavailable' ? 'unavailable' : audit.status === 'failed' ? 'fail' : 'pass',
  );
  if (audit.status === 'unavailable' && process.env.HARDENING_REQUIRE_AUDIT === '1')
    report.add('audit', 'required (HARDENING_REQUIRE_AUDIT=1)', 'unavailable', ['the audit could not run']);
}

async function main() {
  mkdirSync(LOG_DIR, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'plaza-hardening-'));
  const closers: Run['closers'] = [];
  try {
    const run = await prepare(work, closers);
    await productionServer(run);
    await sharedInstances(run);
    await contactPipeline(run);
    await faultsAndBrowser(run);
    secretsAndAudit(run);
  } catch (error) {
    report.crash('run', error);
  } finally {
    await stopAll();
    await Promise.all(closers.map((closeServer) => closeServer()));
    rmSync(work, { recursive: true, force: true });
  }
}

type PlaywrightJson = {
  stats: { expected: number; unexpected: number };
  suites: {
    specs: {
      title: string;
      ok: boolean;
      tests: {
        annotations?: Annotation[];
        results: { annotations?: Annotation[]; errors?: { message?: string }[] }[];
      }[];
    }[];
  }[];
};
type Annotation = { type: string; description?: string };

/** Each failed spec's title and the start of its last attempt's error: CI shows the report, not the log. */
function failedSpecs(json: PlaywrightJson): string[] {
  return json.suites.flatMap((suite) =>
    suite.specs
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const error = spec.tests.at(-1)?.results.at(-1)?.errors?.[0]?.message ?? 'no error recorded';
        // Playwright colours its messages for a terminal; three lines name the assertion and its values.
        const lines = error
          .replace(/\u001b\[[0-9;]*m/g, '')
          .split('\n')
          .filter((text) => text.trim())
          .slice(0, 3);
        return `${spec.title}: ${lines
          .map((text) => text.trim())
          .join(' | ')
          .slice(0, 300)}`;
      }),
  );
}

/** Sums a numeric annotation over the run (Playwright puts runtime annotations on each result). */
function annotations(json: PlaywrightJson, type: string): number {
  const notes = json.suites.flatMap((suite) =>
    suite.specs.flatMap((spec) =>
      spec.tests.flatMap((test) => {
        const fromResults = test.results.flatMap((result) => result.annotations ?? []);
        return fromResults.length ? fromResults : (test.annotations ?? []);
      }),
    ),
  );
  return notes
    .filter((note) => note.type === type)
    .reduce((sum, note) => sum + Number(note.description ?? 0), 0);
}

await main();
const text = report.print();
console.log(text);
writeFileSync(path.join(LOG_DIR, 'report.txt'), `${text}\n`);
report.write(path.join(LOG_DIR, 'report.json'));
process.exit(report.failed.length ? 1 : 0);
