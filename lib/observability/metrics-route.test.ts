import { request as httpRequest } from 'node:http';

import { fromSocket, jsonRequest, loadRoute, VALID, closeQueue } from '@/test/contact-helpers';
import { startTestServer } from '@/test/http-server';

import { countHttpResponses } from './http-metrics';

/**
 * GET /api/metrics after real actions: contact posts through the route handler (outbox mode, on a real
 * SQLite queue), real HTTP answers of a Node server, real WordPress requests to a real HTTP server.
 */
jest.setTimeout(60_000);
afterAll(() => closeQueue());

const METRICS_URL = 'http://127.0.0.1:3000/api/metrics';
/** A request as `next start` hands it over: stamped with its socket's peer, and whether it came forwarded. */
const arrived = (address: string, forwardedFor?: string) => ({
  ...fromSocket(address),
  'x-plaza-socket-forwarded': forwardedFor ? '1' : '0',
  // Next writes the peer into X-Forwarded-For when the client sent none.
  'x-forwarded-for': forwardedFor ?? address,
});

async function loadMetrics(env: Record<string, string> = {}) {
  process.env.METRICS_TOKEN = env.METRICS_TOKEN ?? '';
  await loadRoute(env);
  const { GET } = await import('@/app/api/metrics/route');
  return async (headers: Record<string, string> = arrived('127.0.0.1')) => {
    const response = await GET(new Request(METRICS_URL, { headers }));
    return { status: response.status, text: await response.text() };
  };
}

describe('METRICS_TOKEN', () => {
  it('shorter than 32 characters stops the server at startup with one line', async () => {
    jest.resetModules();
    const { checkAtStartup } = await import('@/lib/config-gate');
    const { describeMetricsMode, metricsToken } = await import('./metrics-access');
    const { log } = await import('@/lib/observability/log');
    const fatal = jest.spyOn(log, 'fatal').mockImplementation((() => undefined) as never);
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    process.env.METRICS_TOKEN = 'short-metrics-token-0123456789a'; // 31
    try {
      checkAtStartup(() => describeMetricsMode(metricsToken()));
      expect(exit).toHaveBeenCalledWith(1);
      expect(fatal.mock.calls).toEqual([
        [
          {
            event: 'startup.refused',
            reason: 'Invalid METRICS_TOKEN: use at least 32 characters (for example `openssl rand -hex 32`)',
          },
        ],
      ]);
      process.env.METRICS_TOKEN = `${process.env.METRICS_TOKEN}b`; // 32
      exit.mockClear();
      checkAtStartup(() => describeMetricsMode(metricsToken()));
      expect(exit).not.toHaveBeenCalled();
    } finally {
      delete process.env.METRICS_TOKEN;
      jest.restoreAllMocks();
    }
  });

  it('shorter than 32 characters opens nothing, even where the startup check did not run', async () => {
    const read = await loadMetrics({ METRICS_TOKEN: 'short' });
    expect((await read({ ...arrived('10.0.0.9'), authorization: 'Bearer short' })).status).toBe(404);
    delete process.env.METRICS_TOKEN;
  });
});

/** A sample's value in Prometheus text (0 when absent). */
const sample = (text: string, line: string) =>
  Number(new RegExp(`^${line.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);

it('is read from loopback without a proxy, or with the token; 404 for anyone else', async () => {
  const read = await loadMetrics({ METRICS_TOKEN: 'metrics-test-token-0123456789abcdef' });
  expect((await read()).status).toBe(200);
  expect((await read()).text).toMatch(/^# TYPE plaza_contact_messages_accepted_total counter$/m);
  // Through Varnish or nginx (X-Forwarded-For), or from another host: as if there were nothing here.
  expect((await read(arrived('127.0.0.1', '203.0.113.7'))).status).toBe(404);
  expect((await read(fromSocket('127.0.0.1'))).status).toBe(404); // not known how it arrived
  expect((await read(arrived('10.0.0.9'))).status).toBe(404);
  expect((await read({ ...arrived('10.0.0.9'), authorization: 'Bearer wrong' })).status).toBe(404);
  const withToken = await read({
    ...arrived('10.0.0.9'),
    authorization: 'Bearer metrics-test-token-0123456789abcdef',
  });
  expect(withToken.status).toBe(200);
  delete process.env.METRICS_TOKEN;
});

it('counts contact messages accepted, refused by reason, delivered and failed by cause, and the queue', async () => {
  const read = await loadMetrics({ CONTACT_OUTBOX_PATH: '/dev/null/outbox.jsonl' });
  const { POST } = await import('@/app/api/contact/route');
  const { startContact } = await import('@/lib/contact/background');
  const { contactConfig } = await import('@/lib/contact/config');
  await startContact(contactConfig(), { info: jest.fn(), warn: jest.fn(), error: jest.fn() });
  const before = (await read()).text;

  // The outbox cannot be written: accepted, one failed attempt, kept in the queue.
  expect((await POST(jsonRequest({ ...VALID, lang: 'es' }, fromSocket('198.51.100.1')))).status).toBe(202);
  expect((await POST(jsonRequest({ ...VALID, email: 'no' }, fromSocket('198.51.100.1')))).status).toBe(422);
  const after = (await read()).text;
  const delta = (line: string) => sample(after, line) - sample(before, line);
  expect(delta('plaza_contact_messages_accepted_total')).toBe(1);
  expect(delta('plaza_contact_messages_refused_total{reason="invalid"}')).toBe(1);
  expect(delta('plaza_contact_delivery_failures_total{cause="outbox"}')).toBe(1);
  expect(delta('plaza_contact_messages_delivered_total')).toBe(0);
  expect(sample(after, 'plaza_contact_queue_depth')).toBe(1);
  expect(sample(after, 'plaza_contact_queue_oldest_age_seconds')).toBeGreaterThan(0);
});

it('counts every HTTP answer of the server by status class', async () => {
  countHttpResponses();
  const server = await startTestServer((req, res) => res.writeHead(Number(req.url!.slice(1))).end());
  const get = (status: number) =>
    new Promise<void>((resolve, reject) =>
      httpRequest(`${server.url}/${status}`, (res) => res.resume().on('end', resolve))
        .on('error', reject)
        .end(),
    );
  try {
    const read = await loadMetrics();
    const before = (await read()).text;
    for (const status of [200, 204, 404, 503]) await get(status);
    const after = (await read()).text;
    const delta = (klass: string) =>
      sample(after, `plaza_http_responses_total{class="${klass}"}`) -
      sample(before, `plaza_http_responses_total{class="${klass}"}`);
    expect([delta('2xx'), delta('4xx'), delta('5xx')]).toEqual([2, 1, 1]);
  } finally {
    await server.close();
  }
});

it('times WordPress requests by outcome: a 5xx retried, then ok', async () => {
  let calls = 0;
  const wordpress = await startTestServer((_req, res) => {
    calls += 1;
    if (calls === 1) return void res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'application/json', 'x-wp-totalpages': '1' }).end('[]');
  });
  try {
    const read = await loadMetrics({ WORDPRESS_URL: wordpress.url });
    const before = (await read()).text;
    const { wordpressSource } = await import('@/lib/wordpress/source');
    await wordpressSource().fetchPage({ kind: 'posts', category: 16 }, 1);
    const after = (await read()).text;
    const count = (outcome: string) =>
      sample(after, `plaza_wordpress_request_duration_seconds_count{outcome="${outcome}"}`) -
      sample(before, `plaza_wordpress_request_duration_seconds_count{outcome="${outcome}"}`);
    expect([count('http_5xx'), count('ok')]).toEqual([1, 1]);
  } finally {
    await wordpress.close();
  }
});
