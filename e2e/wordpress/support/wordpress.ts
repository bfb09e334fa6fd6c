import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Locator, type Page } from '@playwright/test';
import { decodeHTML } from 'entities';

import { webhooksSettled } from './site';
import { harness } from './state';

/** The real WordPress of this run: its REST API (as the admin, with an application password) and CLI. */
const auth = () => {
  const { APP_USER, APP_PASSWORD } = harness();
  return `Basic ${Buffer.from(`${APP_USER}:${APP_PASSWORD}`).toString('base64')}`;
};

type RestPost = {
  id: number;
  title: { rendered: string };
  categories: number[];
  acf?: Record<string, string>;
};
export type WpPost = { id: number; title: string; categories: number[]; acf: Record<string, string> };
type RestMedia = { id: number; alt_text: string };

export const textOf = (html: string) => decodeHTML(html.replace(/<[^>]+>/g, '')).trim();

async function timedRest<T>(
  method: string,
  route: string,
  body?: unknown,
): Promise<{ status: number; json: T; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${harness().WP_URL}/wp-json/wp/v2/${route}`, {
    method,
    headers: { authorization: auth(), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  const ms = performance.now() - started;
  if (!response.ok)
    throw new Error(`WordPress ${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
  return { status: response.status, json, ms };
}

/** A REST request (wp/v2) as the admin; a failure throws with WordPress's answer. */
export const rest = async <T>(method: string, route: string, body?: unknown): Promise<T> =>
  (await timedRest<T>(method, route, body)).json;

/** Published posts of a category, newest first: the query the site makes. */
export async function postsOf(category: number): Promise<WpPost[]> {
  const json = await rest<RestPost[]>(
    'GET',
    `posts?categories=${category}&per_page=100&orderby=date&order=desc`,
  );
  return json.map((post) => ({
    id: post.id,
    title: textOf(post.title.rendered),
    categories: post.categories,
    acf: post.acf ?? {},
  }));
}

/** The gallery's images, newest first: the query the site makes. */
export async function galleryMedia(parent: number): Promise<{ id: number; alt: string }[]> {
  const json = await rest<RestMedia[]>(
    'GET',
    `media?parent=${parent}&media_type=image&per_page=100&orderby=date&order=desc`,
  );
  return json.map((item) => ({ id: item.id, alt: item.alt_text }));
}

export const galleryAlts = async (parent: number) => (await galleryMedia(parent)).map((item) => item.alt);

/** An editor pressing Update: returns how long WordPress took to answer (the editor's wait). */
export async function updatePost(id: number, fields: Record<string, unknown>): Promise<number> {
  return (await timedRest('POST', `posts/${id}`, fields)).ms;
}

export async function trashPost(id: number): Promise<void> {
  await rest('DELETE', `posts/${id}`);
}

/** Where the plugin sends its webhook ('' sends nothing): read from a file by the harness's wp-config.php. */
export function setWebhookTarget(url: string): void {
  writeFileSync(harness().WEBHOOK_URL_FILE, url);
}

/** Where the plugin sends its deploy-hook POST ('' sends nothing). */
export function setDeployHook(url: string): void {
  writeFileSync(harness().DEPLOY_URL_FILE, url);
}

export async function updateMedia(id: number, fields: Record<string, unknown>): Promise<number> {
  return (await timedRest('POST', `media/${id}`, fields)).ms;
}

/** Holds back the site's reads of a category by `ms` once WordPress has answered (router.php); null: off. */
export function holdBackReads(category: number | null, ms = 0): void {
  writeFileSync(harness().SLOW_FILE, category === null ? '' : `${category}:${ms}`);
}

/** Whether the held-back read has been claimed by a request (router.php renames the file). */
export const heldReadStarted = () => !existsSync(harness().SLOW_FILE);

export function siteWebhook(): string {
  return `${harness().SITE_URL}/api/revalidate`;
}

/** php/cli.php: what the tests ask WordPress directly, as PHP (its output). */
export const cli = (...args: string[]) =>
  execFileSync('php', [path.join(process.cwd(), 'e2e/wordpress/php/cli.php'), harness().WP_ROOT, ...args], {
    encoding: 'utf8',
  });

export type Delivery = {
  time: number;
  target: string;
  event: string;
  post: number;
  categories: number[];
  attempt: number;
  result: string;
  ok: boolean;
  ms: number;
  next: number | null;
};

/** The plugin's delivery log, newest first. */
export const deliveries = (): Delivery[] => JSON.parse(cli('log')) as Delivery[];

export const toolsPage = (): string => cli('tools-page');

/** The WP-Cron runner a WordPress host runs every minute (docs/editors.md, "Scheduled posts"). */
export const WP_CRON_RUNNER = path.join(process.cwd(), 'deploy/wordpress/plaza-wp-cron.sh');

/** One run of the runner, as its systemd timer starts it: WordPress's due events, in a php-cli process. */
export function runWpCron(): void {
  execFileSync('bash', [WP_CRON_RUNNER, harness().WP_ROOT], { stdio: 'inherit' });
}

/** Runs the plugin's queued retries now, through the WP-Cron runner. */
export function runRetriesNow(): number {
  const moved = Number(cli('retries-due').trim());
  runWpCron();
  return moved;
}

/** Stops or starts WordPress's web server (MariaDB keeps running). */
export function webServer(command: 'stop' | 'start'): void {
  execFileSync('bash', [path.join(process.cwd(), 'e2e/wordpress/php-server.sh'), command], {
    stdio: 'inherit',
  });
}

export type LoggedRequest = { at: number; method: string; url: string };

/** Requests WordPress received since `since` (unix seconds, from the router's log). */
export function requestsSince(since: number): LoggedRequest[] {
  return readFileSync(harness().REQUEST_LOG, 'utf8')
    .split('\n')
    .map((line) => /^([0-9.]+) (\S+) (.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => !!match)
    .map(([, at, method, url]) => ({ at: Number(at), method: method!, url: url! }))
    .filter((request) => request.at >= since);
}

/** What the site read from WordPress since `since`: category ids and media parents. */
export function siteReadsSince(since: number): { categories: number[]; media: number[] } {
  const reads = requestsSince(since).filter((request) => request.method === 'GET');
  const ids = (pattern: RegExp) =>
    [...new Set(reads.map((request) => pattern.exec(request.url)?.[1]).filter((id): id is string => !!id))]
      .map(Number)
      .sort((a, b) => a - b);
  return {
    categories: ids(/\/wp\/v2\/posts\?categories=(\d+)/),
    media: ids(/\/wp\/v2\/media\?parent=(\d+)/),
  };
}

/**
 * Waits until every webhook's work is done (both rounds) and WordPress has had no request for
 * `quietMs`: no page regeneration is still running.
 */
export async function quiet(quietMs = 1_500, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!webhooksSettled()) {
    if (Date.now() > deadline) throw new Error('a webhook never finished its second round');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  while (Date.now() < deadline) {
    const last = requestsSince(0).at(-1)?.at ?? 0;
    if (Date.now() / 1000 - last >= quietMs / 1000) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`WordPress never went quiet for ${quietMs} ms`);
}

export const nowSeconds = () => Date.now() / 1000;

/** Logs the browser in to wp-admin (REST uses application passwords; the admin screens need a login). */
export async function logIn(page: Page, user: string, password: string): Promise<void> {
  await page.goto(`${harness().WP_URL}/wp-login.php`);
  // WordPress focuses and selects the username field 200 ms after the page is parsed (wp-login.php's
  // wp_attempt_focus). Landing between the fill's focus of the password field and its typing, that moved the
  // password into the username field in 5 of 170 logins; the emptied required password field then kept the
  // form from posting, and the test waited for its timeout. So the fields are filled once that focus is done.
  const username = page.locator('#user_login');
  await expect(username).toBeFocused();
  await username.fill(user);
  await page.locator('#user_pass').fill(password);
  await expect(username).toHaveValue(user);
  await page.locator('#wp-submit').click();
  // Logged in once the dashboard's address is reached: its widgets need not finish loading.
  await page.waitForURL(/\/wp-admin\//, { waitUntil: 'commit' });
}

/** Opens the block editor on `path` (post-new.php… or post.php…) without its welcome guide: the title field. */
export async function openEditor(page: Page, path: string): Promise<Locator> {
  await page.goto(`${harness().WP_URL}/wp-admin/${path}`);
  await page.waitForFunction(() => !!(window as { wp?: { data?: unknown } }).wp?.data);
  await page.evaluate(() => {
    const { wp } = window as unknown as {
      wp: {
        data: { dispatch: (store: string) => { set: (scope: string, key: string, on: boolean) => void } };
      };
    };
    wp.data.dispatch('core/preferences').set('core/edit-post', 'welcomeGuide', false);
  });
  const title = page.frameLocator('iframe[name="editor-canvas"]').getByRole('textbox', { name: 'Add title' });
  // The block editor on a loaded two-core machine can take this long to show its canvas.
  await expect(title).toBeVisible({ timeout: 60_000 });
  return title;
}
