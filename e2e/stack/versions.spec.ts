import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { expect, test, type Page } from '@playwright/test';

import { plazaPaths } from '../../lib/routes';
import { cf7Fault, mailCounts, mailsFor } from '../wordpress/support/contact';
import { median, recordFigure, seconds } from '../wordpress/support/figures';
import { inHtml, ONE_PAGE_EDITS } from '../wordpress/support/site';
import { postsOf, updatePost } from '../wordpress/support/wordpress';

import { commitFromHead, ISLAND_MARK, RELEASE_MARK, releaseBChanges } from './commits';
import { get, gone, instancePorts, killGroup, postMessage, readiness, sleep, stackUp } from './support';

/**
 * Releasing a new version and rolling back, as the operator does (`npm run stack -- release`, `rollback`),
 * while visitors keep browsing: pages, the first page's scripts, styles, fonts and images, contact
 * messages, and a phone's tab opened before the release that goes on after it. Against the stack of
 * run.sh, after the faults (stack.spec.ts): its live release is the one `up` made of HEAD.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

const STACK_DIR = () => process.env.STACK_DIR!;

type Run = { code: number; stdout: string; stderr: string; seconds: number };
/** `npm run stack -- ARGS…`: its exit code, output and duration. */
async function stack(...args: string[]): Promise<Run> {
  const began = performance.now();
  try {
    const { stdout, stderr } = await promisify(execFile)('bash', ['deploy/stack.sh', ...args], {
      maxBuffer: 1 << 24,
    });
    return { code: 0, stdout, stderr, seconds: (performance.now() - began) / 1000 };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: failed.code ?? -1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
      seconds: (performance.now() - began) / 1000,
    };
  }
}

const liveRelease = () =>
  path.basename(
    execFileSync('readlink', ['-f', path.join(STACK_DIR(), 'current')], { encoding: 'utf8' }).trim(),
  );
const varnishPanics = () =>
  Number(
    execFileSync('varnishstat', ['-n', path.join(STACK_DIR(), 'varnish'), '-1', '-f', 'MGT.child_panic'], {
      encoding: 'utf8',
    }).split(/\s+/)[1],
  );

/** Every script, stylesheet, font and image a page's HTML names, as the browser asks for them. */
const assetsOf = (html: string) => [
  ...new Set(
    [...html.matchAll(/(?:src|href|srcSet|srcset)="([^"]+)"/g)]
      .flatMap((m) => m[1]!.split(',').map((part) => part.trim().split(' ')[0]!))
      .map((url) => url.replaceAll('&amp;', '&'))
      .filter((url) => url.startsWith('/_next/')),
  ),
];

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN;
};

/**
 * Visitors until stopped: pages in turn from `pageLoops` loops, one loop over `assets`, and a contact
 * message every 3 s, each request labelled with the phase it was sent in. Any page or asset answer but 200,
 * and any message answer but 200 or 202, is a failure.
 */
function traffic(assets: string[], pageLoops = 3) {
  let running = true;
  let phase = 'before';
  const failures: string[] = [];
  const latency: Record<string, number[]> = {};
  const counts: Record<string, number> = {};
  const references: string[] = [];
  const paths = plazaPaths();
  const timed = async (pathname: string) => {
    const sentIn = phase;
    const began = performance.now();
    const answer = await get(pathname).catch((error: Error) => ({ status: error.message }));
    if (answer.status !== 200) failures.push(`${sentIn} ${pathname}: ${answer.status}`);
    counts[sentIn] = (counts[sentIn] ?? 0) + 1;
    return { sentIn, ms: performance.now() - began };
  };
  const pages = async (offset: number) => {
    for (let i = offset; running; i++) {
      const { sentIn, ms } = await timed(paths[i % paths.length]!);
      (latency[sentIn] ??= []).push(ms);
      await sleep(20);
    }
  };
  const files = async () => {
    for (let i = 0; running; i++) {
      await timed(assets[i % assets.length]!);
      await sleep(20);
    }
  };
  const messages = async () => {
    while (running) {
      const sentIn = phase;
      const answer = await postMessage(`plaza-e2e release ${sentIn} ${Date.now()}`);
      if (answer.status === 200 || answer.status === 202) references.push(answer.reference);
      else failures.push(`${sentIn} contact: ${answer.status}`);
      counts[`${sentIn} messages`] = (counts[`${sentIn} messages`] ?? 0) + 1;
      await sleep(3_000);
    }
  };
  const loops = Promise.all([
    ...Array.from({ length: pageLoops }, (_, i) => pages(i * 5)),
    files(),
    messages(),
  ]);
  return {
    failures,
    latency,
    counts,
    references,
    phase: (name: string) => void (phase = name),
    stop: async () => {
      running = false;
      await loops;
    },
  };
}

/** Every plaza page, until each one's HTML does (or does not) show `text`: the seconds it took. */
async function everyPage(text: string, shown: boolean, timeoutMs = 60_000): Promise<number> {
  const began = performance.now();
  let pending = plazaPaths();
  while (pending.length && performance.now() - began < timeoutMs) {
    const answers = await Promise.all(pending.map(async (p) => [p, (await get(p)).body] as const));
    pending = answers.filter(([, body]) => body.includes(text) !== shown).map(([p]) => p);
    if (pending.length) await sleep(250);
  }
  expect(pending, `pages ${shown ? 'without' : 'still with'} "${text}"`).toEqual([]);
  return (performance.now() - began) / 1000;
}

async function openMenuAndGo(page: Page, name: string) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
}

test('rollback with a single release kept says there is nothing to roll back to', async () => {
  const run = await stack('rollback');
  expect(run.code, run.stdout).toBe(1);
  expect(run.stderr).toMatch(/^stack: nothing to roll back to: \S+ is the oldest kept release/);
});

test('a commit that does not build leaves the live release serving, and a second release meanwhile is refused', async () => {
  test.setTimeout(600_000);
  const live = liveRelease();
  const broken = commitFromHead('broken', {
    'lib/site.ts': (text) => `${text}\nexport const broken = ;\n`,
  });
  const first = stack('release', broken);
  // Once it holds the releases' lock (flock -n fails while it does).
  const held = () => {
    try {
      execFileSync('flock', ['-n', path.join(STACK_DIR(), 'run', 'release.lock'), 'true']);
      return false;
    } catch {
      return true;
    }
  };
  await expect.poll(held, { timeout: 10_000 }).toBe(true);
  const second = await stack('release');
  expect(second.code).toBe(1);
  expect(second.stderr).toMatch(/already running/);

  const run = await first;
  console.log(run.stderr);
  expect(run.code).toBe(1);
  // One line, saying what failed and that the live release still serves.
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(new RegExp(`not built: .*; log: .*; ${live} still serves`));
  recordFigure('a release of a commit that does not build: refused after', seconds(run.seconds));
  expect(liveRelease()).toBe(live);
  for (const pathname of plazaPaths()) expect((await get(pathname)).status, pathname).toBe(200);
});

test('release then rollback under traffic: no request fails, every page is the new release soon after, the old tab goes on, every message is mailed once', async ({
  page,
}) => {
  test.setTimeout(1_200_000);
  const before = liveRelease();
  const home = await get('/es');
  expect(home.body).not.toContain(RELEASE_MARK);
  const assets = assetsOf(home.body);
  expect(assets.length, 'the home names its scripts and styles').toBeGreaterThan(10);

  // A phone's tab, opened before the release.
  const failedInTab: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failedInTab.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${process.env.STACK_URL}/es`);
  await page.waitForLoadState('networkidle');

  // A message an old instance keeps in its disk queue, Redis being away and Contact Form 7 failing.
  cf7Fault('status:500');
  await gone(killGroup('redis-queue', 'SIGKILL'));
  for (const port of instancePorts())
    await expect
      .poll(() => readiness(port), { timeout: 15_000 })
      .toMatchObject({ checks: { redis: 'down' } });
  const onDisk = await postMessage(`plaza-e2e release disk queue ${Date.now()}`);
  expect(onDisk.status).toBe(202);
  await stackUp();

  const visitors = traffic(assets);
  let during: Run | undefined;
  try {
    await sleep(15_000);
    visitors.phase('release');
    const commit = commitFromHead('release-b', releaseBChanges);
    const release = stack('release', commit);
    // An editor's Update while the release builds: the old release takes it.
    const { category, path: edited } = ONE_PAGE_EDITS[0]!;
    const [post] = await postsOf(category);
    await sleep(20_000);
    const title = `${post!.title} · during a release ${Date.now() % 100_000}`;
    await updatePost(post!.id, { title });
    during = await release;
    const ended = performance.now();
    visitors.phase('after release');
    expect(during.code, during.stderr + during.stdout).toBe(0);
    const edit = await (async () => {
      for (;;) {
        if ((await get(edited)).body.includes(inHtml(title))) return (performance.now() - ended) / 1000;
        if (performance.now() - ended > 60_000) return Number.NaN;
        await sleep(25);
      }
    })();
    const allNew = await everyPage(RELEASE_MARK, true);
    recordFigure('release: duration (build, start, switch, drain)', seconds(during.seconds));
    recordFigure('release: from its end until every plaza page is the new one', seconds(allNew));
    recordFigure('release: an Update made during its build, served after its end', seconds(edit));
    expect(edit, `${edited} shows the title saved during the release`).toBeLessThan(1);
    cf7Fault('');
    await sleep(15_000);
  } finally {
    cf7Fault('');
  }

  // The tab opened before the release navigates: it lands on the new release's page, whose island works.
  await openMenuAndGo(page, 'Contacto');
  await page.waitForURL('**/es/contacto');
  await expect(page.locator('footer')).toContainText(RELEASE_MARK.trim());
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.releaseMark))
    .toBe(ISLAND_MARK);
  const subject = `plaza-e2e release old tab ${Date.now()}`;
  await page.locator('#contact-name').fill('Lucía Ñúñez');
  await page.locator('#contact-email').fill('lucia@correo.example');
  await page.locator('#contact-subject').fill(subject);
  await page.locator('#contact-message').fill('Escrito en una pestaña abierta antes de la nueva versión.');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('status')).toContainText(/Gracias/);
  const tabReference = /[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}/.exec(
    await page.getByRole('status').innerText(),
  )?.[0];
  expect(tabReference, 'the form shows its reference').toBeTruthy();

  // Rollback, still under traffic.
  visitors.phase('rollback');
  const rollback = await stack('rollback');
  visitors.phase('after rollback');
  expect(rollback.code, rollback.stderr + rollback.stdout).toBe(0);
  expect(liveRelease()).toBe(before);
  const allOld = await everyPage(RELEASE_MARK, false);
  await sleep(10_000);
  await visitors.stop();

  const { latency, counts } = visitors;
  recordFigure('rollback: duration (start, switch, drain)', seconds(rollback.seconds));
  recordFigure('rollback: from its end until every plaza page is the previous one', seconds(allOld));
  recordFigure(
    'release and rollback: requests served by phase',
    `${Object.entries(counts)
      .map(([phase, count]) => `${phase} ${count}`)
      .join(', ')}; ${visitors.failures.length} failed`,
  );
  recordFigure(
    'release: p95 page latency before / during / after (ms)',
    ['before', 'release', 'after release', 'rollback', 'after rollback']
      .map(
        (phase) =>
          `${phase} ${p95(latency[phase] ?? []).toFixed(1)} (median ${median(latency[phase] ?? [0]).toFixed(1)})`,
      )
      .join('; '),
  );
  expect(visitors.failures).toEqual([]);
  expect(failedInTab).toEqual([]);
  expect(varnishPanics()).toBe(0);
  // Every message accepted, the old instance's disk-queued one and the tab's included, mailed once.
  const references = [onDisk.reference, tabReference!, ...visitors.references];
  expect(await mailCounts(references, 90_000)).toEqual(Object.fromEntries(references.map((r) => [r, 1])));
  expect(mailsFor(onDisk.reference)).toHaveLength(1);
});
