import { expect, test } from '@playwright/test';

import { newReference } from '../../lib/contact/reference';

import {
  cf7Fault,
  killInstance,
  deliveryFailed,
  logShows,
  mailCounts,
  mailsFor,
  newClient,
  postForm,
  postJson,
  startInstance,
  stopInstance,
  QUICK_RETRIES,
  type Instance,
} from './support/contact';
import { median, recordFigure, seconds } from './support/figures';
import { harness } from './support/state';
import { cli, nowSeconds, requestsSince, webServer } from './support/wordpress';

/**
 * "A message accepted is a message delivered, once" (docs/contact.md), against the real Contact Form 7:
 * an instance of the site that retries within a second (support/contact.ts QUICK_RETRIES) meets CF7 down,
 * slow, failing and deactivated, and `kill -9`; repeats of one message (a double click without JavaScript,
 * a retried request, a timeout after CF7 mailed) stay one mail, on the site's side and on the companion
 * plugin's. Every mail is counted in what WordPress really sent.
 */
const CF7_PLUGIN = 'contact-form-7/wp-contact-form-7.php';
/** Twice the instance's CF7_TIMEOUT_MS: every attempt meanwhile times out. */
const SLOW_MS = 2 * Number(QUICK_RETRIES.CF7_TIMEOUT_MS);
const FEEDBACK = /^\/wp-json\/contact-form-7\/v1\/contact-forms\/\d+\/feedback$/;

let queue: Instance | undefined;
const instance = () => queue!;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  queue = await startInstance();
});
test.afterAll(async () => {
  cf7Fault('');
  await stopInstance(queue);
});

type Fault = { name: string; cause: string; begin: () => void; end: () => void; mailsMeanwhile?: true };
const FAULTS: Fault[] = [
  {
    name: 'WordPress stopped',
    cause: 'network_error ECONNREFUSED',
    begin: () => webServer('stop'),
    end: () => webServer('start'),
  },
  {
    name: "Contact Form 7 slower than the site's timeout",
    cause: 'timeout',
    begin: () => cf7Fault(`slow-before:${SLOW_MS}`),
    end: () => cf7Fault(''),
    // Each attempt reaches CF7 late, after the site stopped waiting: CF7 mails the first (the companion
    // plugin skips the others), so the mail may come before the fault ends.
    mailsMeanwhile: true,
  },
  {
    name: 'Contact Form 7 answering 500',
    cause: 'http_500',
    begin: () => cf7Fault('status:500'),
    end: () => cf7Fault(''),
  },
  {
    name: 'Contact Form 7 deactivated',
    cause: 'http_404 rest_no_route',
    begin: () => void cli('deactivate', CF7_PLUGIN),
    end: () => void cli('activate', CF7_PLUGIN),
  },
];

for (const fault of FAULTS) {
  test(`${fault.name}: every message accepted meanwhile arrives once, when it is back`, async () => {
    test.setTimeout(120_000);
    const tag = `plaza-e2e queue, ${fault.name}, ${Date.now()}`;
    let references: string[] = [];
    fault.begin();
    try {
      const island = await postJson(instance().url, {
        subject: `${tag} (JavaScript)`,
        lang: 'en',
        returnTo: '/en/paris-pharmacy',
        message: 'Do you have this one in stock?\nThanks.',
      });
      const form = await postForm(instance().url, { subject: `${tag} (no JavaScript)` });
      expect(island).toMatchObject({ status: 202, body: { status: 'received' } });
      expect(form.status).toBe(202);
      expect(form.reference).toMatch(/^\w{5}-\w{5}$/);
      references = [String(island.body.reference), form.reference];
      // Kept and retried while the fault lasts, each retry failing for its cause.
      for (const reference of references)
        await logShows(instance(), deliveryFailed(reference, fault.cause), { times: 2 });
      if (!fault.mailsMeanwhile)
        expect(references.map((reference) => mailsFor(reference).length)).toEqual([0, 0]);
    } finally {
      fault.end();
    }
    expect(await mailCounts(references)).toEqual(
      Object.fromEntries(references.map((reference) => [reference, 1])),
    );
  });
}

test('kill -9 of the site between accept and delivery: the message arrives after the restart, once', async () => {
  test.setTimeout(150_000);
  let reference = '';
  webServer('stop');
  try {
    const answer = await postJson(instance().url, { subject: `plaza-e2e queue, kill -9, ${Date.now()}` });
    expect(answer).toMatchObject({ status: 202, body: { status: 'received' } });
    reference = String(answer.body.reference);
    await killInstance(instance());
  } finally {
    webServer('start');
  }
  expect(mailsFor(reference)).toHaveLength(0);
  queue = await startInstance({}, instance().queueDir);
  await logShows(instance(), /"event":"contact\.queue\.waiting","depth":[1-9]/);
  expect(await mailCounts([reference])).toEqual({ [reference]: 1 });
});

test('a timeout after Contact Form 7 mailed, then the retries: one mail (the plugin skips the repeats)', async () => {
  test.setTimeout(120_000);
  const fields = { subject: `plaza-e2e queue, timeout after the mail, ${Date.now()}` };
  const client = newClient();
  const since = nowSeconds();
  let reference = '';
  cf7Fault(`slow-after:${SLOW_MS}`);
  try {
    const answer = await postJson(instance().url, fields, { forwardedFor: client });
    // The site stopped waiting, so it told the visitor "received"; CF7 had mailed before answering.
    expect(answer).toMatchObject({ status: 202, body: { status: 'received' } });
    reference = String(answer.body.reference);
    expect(mailsFor(reference)).toHaveLength(1);
    // A retry reached CF7 and timed out too: CF7 ran again, and the plugin skipped its mail.
    await logShows(instance(), deliveryFailed(reference, 'timeout'), { times: 2 });
  } finally {
    cf7Fault('');
  }
  // CF7 answers in time again: the next retry is answered mail_sent (skipped again) and the site marks the
  // message delivered, so the same message sent again is answered "sent".
  await expect
    .poll(async () => (await postJson(instance().url, fields, { forwardedFor: client })).body.status, {
      timeout: 30_000,
    })
    .toBe('sent');
  expect(await mailCounts([reference])).toEqual({ [reference]: 1 });
  const posts = requestsSince(since).filter(
    (request) => request.method === 'POST' && FEEDBACK.test(request.url),
  );
  expect(posts.length, 'CF7 got the message at least three times').toBeGreaterThanOrEqual(3);
});

test('a double click without JavaScript, and a request retried with its reference: one mail each', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { SITE_URL } = harness();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  let posted = 0;
  page.on(
    'request',
    (request) => void (request.method() === 'POST' && request.url().endsWith('/api/contact') && posted++),
  );
  const references: string[] = [];
  try {
    for (let attempt = 1; attempt <= 4; attempt++) {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient() });
      await page.goto('/es/contacto');
      await page.locator('#contact-name').fill('Lucía Ñúñez');
      await page.locator('#contact-email').fill('lucia@correo.example');
      await page.locator('#contact-subject').fill(`plaza-e2e double click ${attempt} ${Date.now()}`);
      await page.locator('#contact-message').fill('¿Tienen consultorio libre?');
      // Chromium posts a double-clicked form once or twice (the second submission replaces the first
      // navigation, sometimes after its request left): either way, one mail. Two posts for certain below.
      await page.getByRole('button', { name: 'Enviar mensaje' }).dblclick();
      await expect(page.locator('h1')).toHaveText('Mensaje enviado');
      references.push(/Referencia de su mensaje: (\S+)/.exec(await page.locator('main').innerText())![1]!);
    }
  } finally {
    await context.close();
  }
  test.info().annotations.push({ type: 'posts', description: `${posted} POSTs for 4 double clicks` });
  expect(posted).toBeGreaterThanOrEqual(4);

  // The same form body twice at once (two requests for certain): one reference, one answer, one mail.
  const body = { subject: `plaza-e2e double post ${Date.now()}` };
  const client = newClient();
  const pair = await Promise.all([postForm(SITE_URL, body, client), postForm(SITE_URL, body, client)]);
  expect(pair.map((answer) => answer.status)).toEqual([200, 200]);
  expect(pair[1].reference).toBe(pair[0].reference);
  references.push(pair[0].reference);

  // The island retrying one message (its reference in the body): at once, then again, then through another
  // instance of the site that has its own queue and has never seen it: only the plugin knows it was mailed.
  const retried = { subject: `plaza-e2e retried request ${Date.now()}`, reference: newReference() };
  const answers = await Promise.all([postJson(SITE_URL, retried), postJson(SITE_URL, retried)]);
  answers.push(await postJson(SITE_URL, retried), await postJson(instance().url, retried));
  expect(answers.map((answer) => [answer.status, answer.body.status, answer.body.reference])).toEqual(
    Array(4).fill([200, 'sent', retried.reference]),
  );
  references.push(retried.reference);

  expect(await mailCounts(references)).toEqual(
    Object.fromEntries(references.map((reference) => [reference, 1])),
  );
});

test("a reference posted straight to Contact Form 7's public route cannot silence the site's mail of it", async () => {
  test.setTimeout(120_000);
  const { SITE_URL, WP_URL, CF7_FORM_ID } = harness();
  const reference = newReference();
  // An outsider who learnt (or guessed) a reference posts it to CF7 first, without the site's signed header.
  const form = new FormData();
  for (const [name, value] of Object.entries({
    'your-name': 'Alguien de fuera',
    'your-email': 'fuera@correo.example',
    'your-subject': `plaza-e2e outsider ${Date.now()}`,
    'your-message': 'Un texto cualquiera.',
    'plaza-page': 'contact',
    'plaza-lang': 'es',
    'plaza-reference': reference,
    _wpcf7_unit_tag: `wpcf7-f${CF7_FORM_ID}-o1`,
  }))
    form.append(name, value);
  const outsider = await fetch(`${WP_URL}/wp-json/contact-form-7/v1/contact-forms/${CF7_FORM_ID}/feedback`, {
    method: 'POST',
    body: form,
  });
  // The plaza's form refuses it (12-contact: the site's signature); before that it mailed and claimed nothing.
  expect(outsider.status).toBe(403);
  expect(((await outsider.json()) as { code: string }).code).toBe('plaza_signature_missing');
  expect(mailsFor(reference)).toHaveLength(0);
  // The visitor's own message under that reference: the plugin mails it (it claims only what the site sends).
  const answer = await postJson(SITE_URL, { subject: `plaza-e2e visitor ${Date.now()}`, reference });
  expect(answer).toMatchObject({ status: 200, body: { status: 'sent', reference } });
  expect(await mailCounts([reference])).toEqual({ [reference]: 1 });
  expect(
    mailsFor(reference).some((mail) => `${mail.subject}\n${mail.message}`.includes('plaza-e2e visitor')),
  ).toBe(true);
});

test('figures: accept → delivered through the real Contact Form 7; 100 messages drained after an outage', async () => {
  test.setTimeout(300_000);
  const { SITE_URL } = harness();
  const delivered: number[] = [];
  const answered: number[] = [];
  for (let i = 0; i < 12; i++) {
    const began = Date.now();
    const answer = await postJson(SITE_URL, { subject: `plaza-e2e figure ${i} ${began}` });
    answered.push(Date.now() - began);
    expect(answer.body.status).toBe('sent');
    const [mail] = mailsFor(String(answer.body.reference));
    delivered.push(mail!.time * 1000 - began);
  }
  recordFigure(
    'contact: accept → delivered, real CF7 up (median of 12)',
    `${median(delivered).toFixed(0)} ms to the mail; "sent" answered after ${median(answered).toFixed(0)} ms`,
  );

  const references: string[] = [];
  webServer('stop');
  try {
    for (let i = 0; i < 100; i++) {
      const answer = await postJson(instance().url, { subject: `plaza-e2e drain ${i} ${Date.now()}` });
      expect(answer.body.status).toBe('received');
      references.push(String(answer.body.reference));
    }
  } finally {
    webServer('start');
  }
  const back = performance.now();
  const counts = await mailCounts(references, 240_000, 0);
  const drained = (performance.now() - back) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(new Set(references.map((reference) => mailsFor(reference).length))).toEqual(new Set([1]));
  expect(Object.values(counts).every((count) => count === 1)).toBe(true);
  recordFigure(
    'contact: 100 messages queued while WordPress was down, drained once it answered',
    `${seconds(drained)} (retry backoff ${QUICK_RETRIES.CONTACT_RETRY_BASE_MS} ms → at most ${QUICK_RETRIES.CONTACT_RETRY_MAX_MS} ms)`,
  );
});
