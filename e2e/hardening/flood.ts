/**
 * A contact flood from one client (X-Forwarded-For, the server trusts the harness's 127.0.0.1 as a proxy):
 * past the allowance (5 a minute) it gets 429 with Retry-After, while another client still gets through,
 * as JSON (the island) and as a form post without JavaScript (200, the page naming the reference). Each
 * message differs: an identical one is a repeat, answered with the first one's result and not counted.
 */
import { VALID_MESSAGE } from '@/test/bad-contact-bodies';

export type FloodResult = {
  sent: number;
  accepted: number;
  limited: number;
  retryAfter: string | null;
  otherClientJson: number;
  otherClientForm: number;
  problems: string[];
};

const FLOODER = '203.0.113.7';
const OTHER = '198.51.100.23';

async function postJson(baseUrl: string, client: string, index: number): Promise<Response> {
  return fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({
      ...VALID_MESSAGE,
      subject: `${VALID_MESSAGE.subject} ${index}`,
      lang: 'es',
      returnTo: '/es/contacto',
    }),
  });
}

export async function contactFlood(baseUrl: string, messages = 30): Promise<FloodResult> {
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let index = 0; index < messages; index += 1) {
    const response = await postJson(baseUrl, FLOODER, index);
    statuses.push(response.status);
    if (response.status === 429) retryAfter ??= response.headers.get('retry-after');
    await response.arrayBuffer();
  }
  const json = await postJson(baseUrl, OTHER, messages);
  const form = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      'x-forwarded-for': OTHER,
    },
    body: new URLSearchParams({ ...VALID_MESSAGE, lang: 'en', returnTo: '/en/contact' }).toString(),
  });

  const accepted = statuses.filter((status) => status === 200).length;
  const limited = statuses.filter((status) => status === 429).length;
  const problems: string[] = [];
  if (accepted !== 5) problems.push(`the flooding client had ${accepted} messages accepted, not 5`);
  if (limited !== messages - 5)
    problems.push(`${limited} of ${messages - 5} messages past the allowance got 429`);
  if (!retryAfter || !(Number(retryAfter) > 0))
    problems.push(`429 without a usable Retry-After (${retryAfter})`);
  if (json.status !== 200) problems.push(`another client's JSON message got ${json.status}`);
  if (form.status !== 200) problems.push(`another client's form post got ${form.status}`);
  return {
    sent: messages,
    accepted,
    limited,
    retryAfter,
    otherClientJson: json.status,
    otherClientForm: form.status,
    problems,
  };
}
