import { createServer, type Server } from 'node:http';

import { expect, test, type Page } from '@playwright/test';

import { signedHeaders, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../lib/companion/contract';
import { everyTag } from '../../lib/revalidate/targets';
import { plazaPaths } from '../../lib/routes';
import { send } from '../support/varnish';

import { recordFigure, seconds } from './support/figures';
import { servedAfterWebhook, siteLog, siteLogSize } from './support/site';
import { harness } from './support/state';
import {
  cli,
  deliveries,
  logIn,
  postsOf,
  quiet,
  rest,
  setWebhookTarget,
  siteWebhook,
  updatePost,
} from './support/wordpress';

/**
 * "Republish the whole site" (docs/editors.md): a change written straight to WordPress's database, which no
 * hook sees, reaches every plaza page in both languages, and Varnish, once an administrator presses the
 * button on the Tools page. The pages are watched on disk (support/site.ts servedAfterWebhook) and nothing
 * requests them between the change and the press: with REVALIDATE_SECONDS at 3 in this run, a request
 * would start an interval regeneration and hide a button that does nothing.
 */
// The second test replays what the first one's press sent.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const HOURS_CATEGORY = 25;
const FIELD = 'horario_lunes_abre';
/** Monday's opening time, as no other test sets it: every footer shows `<time dateTime="06:47">`. */
const CHANGED = '06:47';
const LOGIN_PASSWORD = `plaza-e2e-${Date.now()}-republish`;
const RECORDER_PORT = Number(harness().SLOW_PORT);

const shows = (html: string) => new RegExp(`datetime="${CHANGED}"`, 'i').test(html);

/**
 * A pass-through in front of the site that keeps what the plugin sent, to replay it, and holds it until
 * released: the press stays running however fast the site is, so a second press meets it.
 */
async function recorder(): Promise<{
  server: Server;
  sent: { headers: Record<string, string>; body: string }[];
  /** When each request arrived (performance.now()). */
  arrived: number[];
  /** Lets the held requests through; when. */
  release: () => number;
}> {
  const sent: { headers: Record<string, string>; body: string }[] = [];
  const arrived: number[] = [];
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', async () => {
      const headers = {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(request.headers[TIMESTAMP_HEADER] ?? ''),
        [SIGNATURE_HEADER]: String(request.headers[SIGNATURE_HEADER] ?? ''),
      };
      sent.push({ headers, body });
      arrived.push(performance.now());
      await gate;
      const answer = await fetch(siteWebhook(), { method: 'POST', headers, body });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(RECORDER_PORT, '127.0.0.1', resolve));
  const release = () => {
    open();
    return performance.now();
  };
  return { server, sent, arrived, release };
}

const toolsUrl = () => `${harness().WP_URL}/wp-admin/tools.php?page=plaza-revalidate`;
const button = (page: Page) => page.getByRole('button', { name: 'Republish the whole site' });

let capture: Awaited<ReturnType<typeof recorder>> | undefined;
let postId = 0;
let original = '';

test.beforeAll(async () => {
  const [admin] = await rest<{ id: number }[]>('GET', `users?context=edit&search=${harness().APP_USER}`);
  await rest('POST', `users/${admin!.id}`, { password: LOGIN_PASSWORD });
  const [post] = await postsOf(HOURS_CATEGORY);
  postId = post!.id;
  original = post!.acf[FIELD] ?? '';
  expect(original, 'the hours post has a Monday opening time').toMatch(/^\d\d:\d\d$/);
});

test.afterAll(async () => {
  setWebhookTarget(siteWebhook());
  capture?.release();
  capture?.server.closeAllConnections();
  await new Promise((resolve) => capture?.server.close(resolve));
  // Back as it was, through a save: its webhook regenerates every page (the hours are in every footer).
  if (postId) await updatePost(postId, { acf: { [FIELD]: original } });
});

test('a change no hook sees reaches every page, through Varnish too, after "Republish the whole site"', async ({
  page,
  context,
  browser,
}) => {
  await logIn(page, harness().APP_USER, LOGIN_PASSWORD);
  await page.goto(toolsUrl());
  capture = await recorder();
  setWebhookTarget(`http://127.0.0.1:${RECORDER_PORT}/api/revalidate`);
  // Every plaza page in Varnish, then nothing requests them until the press.
  for (const path of plazaPaths()) expect((await send(`${harness().VARNISH_URL}${path}`)).status).toBe(200);
  await quiet();

  cli('raw-meta', String(postId), FIELD, `${CHANGED}:00`);
  const logFrom = siteLogSize();
  const pressed = performance.now();
  const done = button(page).click();

  // A second press, from another window of the same admin, once the page says this one runs: refused,
  // nothing sent. Another window, not a tab: a tab shares the first one's kept-alive connections, and one of
  // them may be to the php -S worker that is running the press (the harness's server; php-fpm has no such
  // limit), where its request would wait for the press to end.
  const otherWindow = await browser.newContext({ storageState: await context.storageState() });
  const other = await otherWindow.newPage();
  await expect
    .poll(async () => {
      await other.goto(toolsUrl());
      return other.locator('[data-republish="running"]').count();
    })
    .toBe(1);
  await button(other).click();
  await other.waitForURL(/republish=busy/);
  await expect(other.locator('[data-republish="busy"]')).toBeVisible();
  await otherWindow.close();
  // The press's time to reach the site, then the site's from its release.
  await expect.poll(() => capture!.arrived.length).toBe(1);
  const released = capture.release();
  const toSite = (capture.arrived[0]! - pressed) / 1000;

  const served = new Map<string, number>();
  for (const path of plazaPaths())
    served.set(path, toSite + (await servedAfterWebhook(path, shows, released, 90_000)));
  const last = Math.max(...served.values());
  await done;
  await page.waitForURL(/republish=done/, { timeout: 90_000 });
  const viaVarnish = new Map<string, number>();
  for (const path of plazaPaths()) {
    await expect
      .poll(async () => shows((await send(`${harness().VARNISH_URL}${path}`)).body), { timeout: 60_000 })
      .toBe(true);
    viaVarnish.set(path, toSite + (performance.now() - released) / 1000);
  }

  // One delivery for two presses, and the log says what the site did.
  expect(capture.sent).toHaveLength(1);
  const [entry] = deliveries();
  expect(entry).toMatchObject({ event: 'republish_all', ok: true, result: '200 republished', post: 0 });
  const report = (entry as unknown as { report: { pages: number; regenerated: number; seconds: number } })
    .report;
  // Pages not regenerated within the site's 25 s are left expired (a loaded machine): served on their next visit.
  expect(report.regenerated).toBeGreaterThan(0);
  await expect(page.locator('table.widefat tbody tr').first()).toContainText(
    `✓ 200 republished: ${report.regenerated} of ${report.pages} pages regenerated in`,
  );
  // Varnish was told to purge every tag, in one request, once the pages were regenerated. (It counts 0
  // objects here: their 3 s TTL has run out by then, and a soft purge counts only objects still fresh.)
  const purged = [...siteLog(logFrom).matchAll(/"event":"cache\.purged","url":"[^"]*","tags":"([^"]*)"/g)];
  expect(purged[0]?.[1]?.split(' ').sort()).toEqual(everyTag());

  recordFigure(
    'Republish the whole site: press → last plaza page served (both languages)',
    `${seconds(last)} for ${served.size} pages (site's report: ${report.regenerated} of ${report.pages} addresses in ${report.seconds} s; through Varnish: all by ${seconds(Math.max(...viaVarnish.values()))})`,
  );
});

test('a forged, a replayed and a too-early "everything" are refused, and regenerate nothing', async () => {
  const { REVALIDATE_SECRET } = harness();
  const body = (id: string) =>
    JSON.stringify({ version: 2, deliveryId: id, event: 'republish_all', sentAt: new Date().toISOString() });
  const post = (text: string, headers: Record<string, string>) =>
    fetch(siteWebhook(), { method: 'POST', headers, body: text }).then(async (response) => ({
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      json: (await response.json()) as { status?: string },
    }));
  // The press above has finished its second round (its purge), so what follows is these posts' alone.
  await quiet();
  const logFrom = siteLogSize();

  const forged = body('f'.repeat(32));
  expect(await post(forged, signedHeaders(`${REVALIDATE_SECRET}x`, forged))).toMatchObject({
    status: 401,
    json: { status: 'signature_invalid' },
  });

  // The very bytes the plugin sent for the press above.
  const [sent] = capture!.sent;
  expect(await post(sent!.body, sent!.headers)).toMatchObject({
    status: 200,
    json: { status: 'already_done' },
  });

  // Genuine, but within a minute of the last: refused until then.
  const early = body('e'.repeat(32));
  expect(await post(early, signedHeaders(REVALIDATE_SECRET, early))).toMatchObject({
    status: 429,
    retryAfter: '60',
    json: { status: 'republish_busy' },
  });

  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(siteLog(logFrom)).not.toMatch(/"event":"webhook\.received","action":"republish_all"/);
  expect(siteLog(logFrom)).not.toMatch(/"event":"cache\.purged"/);
});
