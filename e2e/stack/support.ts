import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { Agent, fetch } from 'undici';

import { VALID_MESSAGE } from '../../test/bad-contact-bodies';

/**
 * The stack e2e/stack/run.sh brought up (deploy/stack.sh, settings in STACK_* variables), seen as a visitor
 * sees it (through nginx over HTTPS) and as an operator does (each process's pid, readiness and metrics).
 */
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:stack`);
  return value;
};
export const EDGE = () => env('STACK_URL');
const STACK_DIR = () => env('STACK_DIR');
/** The live release's instances: the first or the second set of ports (deploy/release.sh). */
export function instancePorts(): number[] {
  const count = Number(env('STACK_INSTANCES'));
  let set = 0;
  try {
    set = Number(readFileSync(path.join(STACK_DIR(), 'run', 'live-set'), 'utf8').trim());
  } catch {
    // No release has switched sets yet.
  }
  return Array.from({ length: count }, (_, i) => Number(env('STACK_SITE_PORT')) + set * count + i);
}

/** The pid deploy/stack.sh recorded for a process (the leader of its process group). */
export const pidOf = (name: string) =>
  Number(readFileSync(path.join(STACK_DIR(), 'run', `${name}.pid`), 'utf8'));

export function killGroup(name: string, signal: NodeJS.Signals): number {
  const pid = pidOf(name);
  process.kill(-pid, signal);
  return pid;
}

export async function gone(pid: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) throw new Error(`pid ${pid} still runs`);
    await sleep(100);
  }
}

/** `npm run stack -- up`: starts whatever is not running (the operator's way back from a fault). */
export const stackUp = () =>
  promisify(execFile)('bash', ['deploy/stack.sh', 'up'], { maxBuffer: 1 << 24 }).then(({ stdout }) => stdout);

/** `npm run stack -- status`: its exit code and table. */
export function stackStatus(): { code: number; output: string } {
  try {
    return { code: 0, output: execFileSync('bash', ['deploy/stack.sh', 'status'], { encoding: 'utf8' }) };
  } catch (error) {
    const failed = error as { status?: number; stdout?: string };
    return { code: failed.status ?? -1, output: failed.stdout ?? '' };
  }
}

/** Varnish's view of the instances: `origin_N_health` → healthy or sick. */
export function varnishBackends(): Record<string, string> {
  const list = execFileSync('varnishadm', ['-n', path.join(STACK_DIR(), 'varnish'), 'backend.list'], {
    encoding: 'utf8',
  });
  return Object.fromEntries(
    [...list.matchAll(/^\S*?(origin_\d+_health)\s+\S+\s+\S+\s+(healthy|sick)/gm)].map((m) => [m[1]!, m[2]!]),
  );
}

export type Readiness = { status: string; checks: Record<string, string> } | 'no answer';

/** An instance's readiness, asked directly on loopback as Varnish's probe does. */
export async function readiness(port: number): Promise<Readiness> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`, {
      signal: AbortSignal.timeout(3_000),
    });
    return (await response.json()) as Readiness;
  } catch {
    return 'no answer';
  }
}

/** One value of an instance's metrics, read as Prometheus reads it (on loopback, with the stack's token). */
export async function metric(port: number, name: string): Promise<number> {
  const token = readFileSync(path.join(STACK_DIR(), 'metrics-token'), 'utf8').trim();
  const response = await fetch(`http://127.0.0.1:${port}/api/metrics`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(3_000),
  });
  const text = await response.text();
  const line = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text);
  if (!line) throw new Error(`no ${name} in the metrics of port ${port}`);
  return Number(line[1]);
}

/** What Prometheus scraped: `up` of each instance. */
export async function prometheusUp(): Promise<Record<string, number>> {
  const response = await fetch(
    `http://127.0.0.1:${env('STACK_PROMETHEUS_PORT')}/api/v1/query?query=${encodeURIComponent('up{job="plaza"}')}`,
  );
  const body = (await response.json()) as {
    data: { result: { metric: { instance: string }; value: [number, string] }[] };
  };
  return Object.fromEntries(body.data.result.map((r) => [r.metric.instance, Number(r.value[1])]));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * HTTP/2 through nginx, the certificate unchecked (a self-signed one). nginx ends an HTTP/2 connection after
 * 1,000 requests (keepalive_requests) with a GOAWAY, and undici fails the requests that were not yet taken
 * where a browser sends them again; so the client moves to a new connection every 500 requests.
 */
const newEdge = () => new Agent({ allowH2: true, connect: { rejectUnauthorized: false } });
let edge = newEdge();
let sent = 0;
function edgeAgent(): Agent {
  if (++sent % 500 === 0) {
    const old = edge;
    edge = newEdge();
    void old.close();
  }
  return edge;
}

export type Answer = { status: number; headers: Record<string, string>; body: string };

export async function get(pathname: string, method = 'GET'): Promise<Answer> {
  const response = await fetch(`${EDGE()}${pathname}`, {
    method,
    dispatcher: edgeAgent(),
    headers: { 'accept-encoding': 'br, gzip' },
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
}

let nextClient = 10;
/**
 * One contact message as the island posts it; its answer. nginx passes the connection's address on as the
 * client's and the form allows 5 messages a minute per client, so each message comes from its own
 * 127.0.0.x (curl --interface: undici cannot choose the local address).
 */
export async function postMessage(subject: string): Promise<{ status: number; reference: string }> {
  nextClient = nextClient >= 250 ? 10 : nextClient + 1;
  const body = JSON.stringify({ ...VALID_MESSAGE, subject, lang: 'es', returnTo: '/es/contacto' });
  const { stdout } = await promisify(execFile)('curl', [
    '-sk',
    '--http2',
    '--max-time',
    '30',
    '--interface',
    `127.0.0.${nextClient}`,
    '-H',
    'content-type: application/json',
    '-H',
    'accept: application/json',
    '--data-binary',
    body,
    '-w',
    '\n%{http_code}',
    `${EDGE()}/api/contact`,
  ]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const [answer = '', status = '0'] = [stdout.slice(0, stdout.lastIndexOf('\n')), stdout.split('\n').at(-1)];
  let reference = '';
  try {
    reference = String((JSON.parse(answer) as { reference?: string }).reference ?? '');
  } catch {
    // Not JSON: an error page; the status says what happened.
  }
  return { status: Number(status), reference };
}

/**
 * A document as curl gets it: protocol, status, encoding, its bytes on the wire (body, compressed) and
 * Varnish's X-Cache (the edge passes it on).
 */
export function curlDocument(
  pathname: string,
  acceptEncoding = 'br, gzip',
): { version: string; status: number; encoding: string; bytes: number; cache: string } {
  const output = execFileSync(
    'curl',
    [
      '-sk',
      '--http2',
      '-H',
      `accept-encoding: ${acceptEncoding}`,
      '-o',
      '/dev/null',
      '-D',
      '-',
      '-w',
      '%{http_version} %{http_code} %{size_download}',
      `${EDGE()}${pathname}`,
    ],
    { encoding: 'utf8' },
  );
  const [version, status, bytes] = output.trim().split('\n').at(-1)!.split(' ');
  const header = (name: string) => new RegExp(`^${name}: *(\\S+)`, 'im').exec(output)?.[1] ?? '';
  return {
    version: version!,
    status: Number(status),
    encoding: header('content-encoding'),
    bytes: Number(bytes),
    cache: header('x-cache'),
  };
}
