import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { Agent, fetch, FormData } from 'undici';

import { start, waitForUrl, type Env, type Started } from '../../../test/processes';
import { VALID_MESSAGE } from '../../../test/bad-contact-bodies';

import { mails } from './mail';
import { harness } from './state';

/**
 * The contact pipeline against this run's WordPress and its real Contact Form 7 (02-contact-queue,
 * 03-contact-setup): more `next start` instances of the same .next-wordpress build with other contact
 * settings (seconds each, no second build), faults in CF7's feedback route (php/router.php), and the mails
 * WordPress sent, by reference.
 */

/** Settings of an instance that retries quickly: a fault shows in seconds, and so does its end. */
export const QUICK_RETRIES = {
  CF7_TIMEOUT_MS: '2500',
  CONTACT_RETRY_BASE_MS: '250',
  CONTACT_RETRY_MAX_MS: '1000',
} as const;

export type Instance = { url: string; server: Started; queueDir: string };

/** The instance's own queue folder (a restart passes it back to find its messages again). */
export const newQueueDir = () => mkdtempSync(path.join(os.tmpdir(), 'plaza-contact-queue-'));

/**
 * One more `next start` of the build on CONTACT_PORT, forwarding to this run's CF7 form behind one
 * trusted proxy (each test client is its own X-Forwarded-For entry), with the shared secret; `env`
 * overrides. Ready when its contact route answers (405 to a GET): no page is asked for, so it never
 * regenerates one into the build's cache.
 */
export async function startInstance(env: Env = {}, queueDir = newQueueDir()): Promise<Instance> {
  const { WP_URL, CF7_FORM_ID, REVALIDATE_SECRET, SITE_URL, CONTACT_PORT } = harness();
  const server = start('npx', ['next', 'start', '--port', CONTACT_PORT, '--hostname', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: '.next-wordpress',
      WORDPRESS_URL: WP_URL,
      SITE_URL,
      REVALIDATE_SECRET,
      TRUSTED_PROXIES: '127.0.0.1',
      CF7_BASE_URL: WP_URL,
      CF7_FORM_ID,
      CONTACT_QUEUE_PATH: path.join(queueDir, 'queue.sqlite'),
      ...QUICK_RETRIES,
      ...env,
    },
  });
  const url = `http://127.0.0.1:${CONTACT_PORT}`;
  await waitForUrl(`${url}/api/contact`, server, 90_000, 405);
  return { url, server, queueDir };
}

/** `kill -9` of the instance and everything it started (its process group). */
export async function killInstance(instance: Instance): Promise<void> {
  process.kill(-instance.server.child.pid!, 'SIGKILL');
  await instance.server.exited;
}

export async function stopInstance(instance: Instance | undefined, keepQueue = false): Promise<void> {
  if (!instance) return;
  await instance.server.stop();
  if (!keepQueue) rmSync(instance.queueDir, { recursive: true, force: true });
}

/** What CF7's feedback route does from now on (php/router.php): '' answers normally. */
export function cf7Fault(
  fault: '' | `slow-before:${number}` | `slow-after:${number}` | `status:${number}`,
): void {
  writeFileSync(harness().CONTACT_FAULT_FILE, fault);
}

/**
 * A new connection per request: an instance is restarted between posts and a post can follow the last one
 * by more than Node's 5 s keep-alive, when a pooled socket may be closing as it is reused ("other side
 * closed"). A browser would retry that; these tests must not, so they never reuse.
 */
const noKeepAlive = new Agent({ pipelining: 0 });

export type Answer = { status: number; body: Record<string, unknown> };
let client = 0;
/** A documentation address per message (TEST-NET-2), so the 5-a-minute limit never counts two together. */
export const newClient = () => `198.51.100.${(client = (client % 250) + 1)}`;

/** One message as the island posts it (JSON), from a client behind the trusted proxy. */
export async function postJson(
  baseUrl: string,
  fields: Record<string, string>,
  options: { forwardedFor?: string; userAgent?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/contact`, {
    dispatcher: noKeepAlive,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) plaza-e2e',
      'x-forwarded-for': options.forwardedFor ?? newClient(),
    },
    body: JSON.stringify({ ...VALID_MESSAGE, lang: 'es', returnTo: '/es/contacto', ...fields }),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

/** One message as the form without JavaScript posts it (urlencoded, the browser asking for a page). */
export async function postForm(baseUrl: string, fields: Record<string, string>, forwardedFor = newClient()) {
  const response = await fetch(`${baseUrl}/api/contact`, {
    dispatcher: noKeepAlive,
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) plaza-e2e no-js',
      'x-forwarded-for': forwardedFor,
    },
    body: new URLSearchParams({ ...VALID_MESSAGE, lang: 'es', returnTo: '/es/contacto', ...fields }),
    redirect: 'manual',
  });
  const html = await response.text();
  // The answer page shows it in bold (lib/contact/html-page.ts); a form sent back to fix carries it hidden.
  const reference = /<strong>([0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5})<\/strong>/.exec(html)?.[1] ?? '';
  return { status: response.status, html, reference };
}

/** CF7's answer to a post made straight to its feedback route: HTTP status, and CF7's status or the error's code. */
export type Cf7Answer = { status: number; outcome: string };

/** A multipart post straight to Contact Form 7's public feedback route of `formId`, as anyone may send. */
export async function postToCf7(
  formId: number,
  fields: readonly (readonly [string, string])[],
  headers: Record<string, string> = {},
): Promise<Cf7Answer> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  const response = await fetch(
    `${harness().WP_URL}/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`,
    {
      dispatcher: noKeepAlive,
      method: 'POST',
      headers: { 'user-agent': 'plaza-e2e poster', ...headers },
      body,
    },
  );
  const json = (await response.json()) as { status?: string; code?: string };
  return { status: response.status, outcome: String(json.status ?? json.code) };
}

/** The mails of the plaza's form carrying this reference (its "Reference:" line). */
export const mailsFor = (reference: string) =>
  mails().filter((mail) => new RegExp(`^Reference: ${reference}$`, 'm').test(mail.message));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until every reference has a mail, then a little longer (`settleMs`: several retry periods, so a
 * second mail would have come), and returns how many mails each one has.
 */
export async function mailCounts(references: string[], timeoutMs = 45_000, settleMs = 2_500) {
  const deadline = Date.now() + timeoutMs;
  while (references.some((reference) => mailsFor(reference).length === 0) && Date.now() < deadline)
    await sleep(100);
  await sleep(settleMs);
  return Object.fromEntries(references.map((reference) => [reference, mailsFor(reference).length]));
}

/**
 * Waits until the instance's output matches `times` times (its log: startup problems, failed attempts);
 * returns the last match.
 */
export async function logShows(
  instance: Instance,
  pattern: RegExp,
  { times = 1, timeoutMs = 30_000 } = {},
): Promise<string> {
  const every = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = instance.server.output().match(every) ?? [];
    if (found.length >= times) return found[times - 1]!;
    await sleep(100);
  }
  throw new Error(
    `the instance's log never showed ${pattern} ${times} time(s) within ${timeoutMs / 1000} s:\n${instance.server.output()}`,
  );
}

/**
 * The site's JSON log line for a failed delivery attempt of `reference` (lib/contact/pipeline.ts), its
 * detail starting with `detail` (a regular expression's source). The attempt made at once and the queue's
 * retries log the same event, so a retry's failure is the second of them (`logShows(..., { times: 2 })`).
 */
export const deliveryFailed = (reference: string, detail = '') =>
  new RegExp(
    `"event":"contact\\.delivery_failed","reference":"${reference}","cause":"[^"]*","detail":"${detail}`,
  );

/** The site's JSON log line naming a problem of the contact set-up at startup (lib/contact/background.ts). */
export const problemLogged = (problem: string) =>
  new RegExp(`"event":"contact\\.problem","part":"[^"]*","detail":"(${problem})`);

/** `npm run check:contact` with the instance's settings: its exit code and what it printed. */
export async function checkContact(env: Env): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '-s', 'check:contact'], {
      env: { ...process.env, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}
