/**
 * The contact pipeline against real `next start` servers:
 * - per-client limits: two clients told apart by socket address (no proxy; one sends from 127.0.0.2) and
 *   by the entry a trusted proxy appended, while rotating what it writes in X-Forwarded-For itself;
 * - invisible and direction characters refused in the name and the subject;
 * - durability: a message accepted while Contact Form 7 fails survives `kill -9` of the site and arrives,
 *   once, after the restart;
 * - figures: accept → delivered with CF7 up (median), and the time to drain 100 messages queued during
 *   an outage once CF7 is back.
 */
import { request as httpRequest } from 'node:http';

import { VALID_MESSAGE } from '@/test/bad-contact-bodies';

import type { FakeCf7 } from '../servers/fake-cf7';
import type { Started } from '../../test/processes';

export type Answer = { status: number; body: Record<string, unknown> };

/** One JSON message over a real socket, optionally from another loopback address. */
export function postMessage(
  baseUrl: string,
  fields: Record<string, string>,
  options: { localAddress?: string; forwardedFor?: string } = {},
): Promise<Answer> {
  const body = JSON.stringify({ ...VALID_MESSAGE, lang: 'es', returnTo: '/es/contacto', ...fields });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}/api/contact`,
      {
        method: 'POST',
        localAddress: options.localAddress,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // not JSON: the status says enough
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let serial = 0;
/** A message no earlier one repeats (a repeat would be answered without counting). */
const fresh = () => ({ subject: `Renta de local ${Date.now()}-${(serial += 1)}` });
const rotated = () => `198.18.${serial % 250}.${(serial * 7) % 250}`;

export type ClientsResult = { figure: string; problems: string[] };

/** No proxy (TRUSTED_PROXIES unset): one client at its limit rotating X-Forwarded-For, and another client. */
export async function clientsBySocket(directUrl: string): Promise<ClientsResult> {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1)
    statuses.push((await postMessage(directUrl, fresh(), { forwardedFor: rotated() })).status);
  const other = await postMessage(directUrl, fresh(), { localAddress: '127.0.0.2' });
  const problems: string[] = [];
  if (statuses.slice(0, 5).some((status) => status !== 200))
    problems.push(`first client's five: ${statuses.slice(0, 5)}`);
  if (statuses[5] !== 429)
    problems.push(`first client's sixth (X-Forwarded-For rotated) got ${statuses[5]}, not 429`);
  if (other.status !== 200) problems.push(`a second client (socket 127.0.0.2) got ${other.status}, not 200`);
  return { figure: `127.0.0.1: ${statuses.join(' ')}; 127.0.0.2: ${other.status}`, problems };
}

/**
 * Behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1): the appended entry is the client, whatever comes before
 * it; and a client that reaches the port directly (socket 127.0.0.2, not a proxy) forging a new
 * X-Forwarded-For each time is limited after 5 like anyone.
 */
export async function clientsByProxy(proxiedUrl: string): Promise<ClientsResult> {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1)
    statuses.push(
      (await postMessage(proxiedUrl, fresh(), { forwardedFor: `${rotated()}, 203.0.113.50` })).status,
    );
  const other = await postMessage(proxiedUrl, fresh(), { forwardedFor: `${rotated()}, 203.0.113.51` });
  const problems: string[] = [];
  if (statuses.slice(0, 5).some((status) => status !== 200))
    problems.push(`first client's five: ${statuses.slice(0, 5)}`);
  if (statuses[5] !== 429)
    problems.push(`first client's sixth (client-sent entry rotated) got ${statuses[5]}, not 429`);
  if (other.status !== 200) problems.push(`a second proxied client got ${other.status}, not 200`);
  const forged: number[] = [];
  for (let i = 0; i < 7; i += 1)
    forged.push(
      (await postMessage(proxiedUrl, fresh(), { forwardedFor: rotated(), localAddress: '127.0.0.2' })).status,
    );
  if (forged.join(' ') !== '200 200 200 200 200 429 429')
    problems.push(`a direct client forging X-Forwarded-For got ${forged.join(' ')}, not 5 × 200 then 429`);
  return {
    figure: `203.0.113.50: ${statuses.join(' ')}; 203.0.113.51: ${other.status}; direct 127.0.0.2 forging: ${forged.join(' ')}`,
    problems,
  };
}

export const INVISIBLE = [
  '\u2028',
  '\u2029',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

/** Each listed character in the name and in the subject: 422, both fields named, nothing accepted. */
export async function invisibleCharacters(baseUrl: string): Promise<ClientsResult> {
  const problems: string[] = [];
  let refused = 0;
  for (const char of INVISIBLE) {
    const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`;
    const answer = await postMessage(
      baseUrl,
      { name: `Ana ${char}gnp.exe`, subject: `Hola${char}`, lang: 'en' },
      { forwardedFor: `198.51.100.${INVISIBLE.indexOf(char) + 100}` },
    );
    const errors = (answer.body.errors ?? {}) as Record<string, string>;
    if (
      answer.status === 422 &&
      /invisible or text-direction/.test(errors.name ?? '') &&
      /invisible/.test(errors.subject ?? '')
    )
      refused += 1;
    else problems.push(`${code}: ${answer.status} ${JSON.stringify(errors)}`);
  }
  return {
    figure: `${refused} of ${INVISIBLE.length} characters refused in name and subject (422)`,
    problems,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hasMail = (fake: FakeCf7, reference: unknown) =>
  fake.mails.filter((mail) => mail.fields['plaza-reference'] === reference).length;

/** Accepted while CF7 answers 500, `kill -9`, CF7 back, restarted: arrives once. */
export async function killBetweenAcceptAndDelivery(options: {
  baseUrl: string;
  fake: FakeCf7;
  start: () => Promise<Started>;
  server: Started;
}): Promise<ClientsResult & { server: Started }> {
  const { fake } = options;
  fake.reset();
  fake.setMode('http_500');
  const answer = await postMessage(options.baseUrl, fresh(), { forwardedFor: '198.51.100.201' });
  const problems: string[] = [];
  if (answer.status !== 202 || answer.body.status !== 'received')
    problems.push(`accepted as ${answer.status} ${String(answer.body.status)}`);
  process.kill(-options.server.pid, 'SIGKILL');
  await options.server.exited;
  fake.setMode('mail_sent');
  const started = Date.now();
  const server = await options.start();
  while (hasMail(fake, answer.body.reference) === 0 && Date.now() - started < 60_000) await sleep(100);
  await sleep(2000); // time for a second mail, were there one
  const mails = hasMail(fake, answer.body.reference);
  if (mails !== 1) problems.push(`${mails} mails for ${String(answer.body.reference)} after the restart`);
  return {
    figure: `reference ${String(answer.body.reference)}: ${mails} mail, ${((Date.now() - started - 2000) / 1000).toFixed(1)} s after the restart began`,
    problems,
    server,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Figures: accept → delivered with CF7 up; 100 messages queued during an outage, drained after it. */
export async function contactFigures(baseUrl: string, fake: FakeCf7): Promise<ClientsResult> {
  fake.reset();
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    const answer = await postMessage(baseUrl, fresh(), { forwardedFor: `198.51.101.${i}` });
    if (answer.body.status === 'sent') times.push(performance.now() - started);
  }
  fake.reset();
  fake.setMode('http_500');
  const references: unknown[] = [];
  for (let i = 0; i < 100; i += 1)
    references.push(
      (await postMessage(baseUrl, fresh(), { forwardedFor: `198.51.102.${i}` })).body.reference,
    );
  const started = Date.now();
  fake.setMode('mail_sent');
  const delivered = () => new Set(fake.mails.map((mail) => mail.fields['plaza-reference'])).size;
  while (delivered() < 100 && Date.now() - started < 180_000) await sleep(100);
  const drainSeconds = (Date.now() - started) / 1000;
  const problems: string[] = [];
  if (times.length !== 20) problems.push(`${20 - times.length} of 20 not sent at once with CF7 up`);
  if (delivered() !== 100) problems.push(`${delivered()} of 100 delivered after the outage`);
  if (fake.mails.length !== delivered())
    problems.push(`${fake.mails.length} mails for ${delivered()} references`);
  return {
    figure: `accept → delivered (CF7 up) median ${median(times).toFixed(0)} ms over ${times.length}; 100 queued during an outage drained in ${drainSeconds.toFixed(1)} s once CF7 answered (retry backoff 0.5 s → at most 2 s)`,
    problems,
  };
}
