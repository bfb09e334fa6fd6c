import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { connect } from 'node:http2';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';

import pidtree from 'pidtree';

import { PROJECT } from './build';
import { privateConfig, privateNginx, type NginxFolders } from './nginx';
import { startBenchVarnish } from './varnish';
import { TOOLS } from './tools';

/**
 * The production stack (deploy/stack.sh: nginx with TLS, HTTP/2 and brotli → Varnish → two `next start`
 * instances, both Redis) on the bench's build, measured as a browser meets it: requests/s over HTTPS and
 * HTTP/2 with `h2load`, against nginx serving the same page's bytes the same way (same TLS, HTTP/2, brotli
 * level), and each page's document bytes on a new connection (headers and body, brotli).
 */
const run = promisify(execFile);

export type H2loadResult = { requestsPerSecond: number; succeeded: number; failed: number };
export type H2loadTraffic = { totalBytes: number; headerBytes: number; dataBytes: number };
/**
 * A document on a new connection, and how much of it a first paint needs: `paintBytes` counts everything
 * received up to the body byte that completes the page's markup and styles, that is, everything before
 * React's payload (the inline `self.__next_f` scripts that hydrate the page, last in the document).
 */
export type DocumentTraffic = H2loadTraffic & { paintBytes: number };

/** h2load's summary: requests/s, the count of requests that succeeded and failed, the bytes received. */
export function parseH2load(output: string): H2loadResult & H2loadTraffic {
  const rps = /finished in [\d.]+m?s, ([\d.]+) req\/s/.exec(output)?.[1];
  const requests = /requests: \d+ total, \d+ started, \d+ done, (\d+) succeeded, (\d+) failed/.exec(output);
  const traffic = /traffic: .*?\((\d+)\) total, .*?\((\d+)\) headers .*?, .*?\((\d+)\) data/.exec(output);
  if (!rps || !requests || !traffic) throw new Error(`could not read h2load's output:\n${output}`);
  return {
    requestsPerSecond: Number(rps),
    succeeded: Number(requests[1]),
    failed: Number(requests[2]),
    totalBytes: Number(traffic[1]),
    headerBytes: Number(traffic[2]),
    dataBytes: Number(traffic[3]),
  };
}

/**
 * The load each measurement sends: a fixed count of requests, so every one costs the servers the same work,
 * over 100 connections (500 each, below nginx's 1,000 requests per connection, after which it closes one
 * and h2load counts its streams in flight as failed), one client thread.
 */
const H2LOAD = { requests: 50_000, warmUp: 5_000, clients: 100, streams: 10, threads: 1 };

const h2loadArgs = (url: string, requests: number) => [
  '-H',
  'accept-encoding: br, gzip',
  `-t${H2LOAD.threads}`,
  `-c${H2LOAD.clients}`,
  `-m${H2LOAD.streams}`,
  `-n${requests}`,
  url,
];

/** h2load over HTTPS (ALPN h2), asking for brotli as browsers do. */
export async function h2load(url: string, requests = H2LOAD.requests): Promise<H2loadResult> {
  const { stdout } = await run(TOOLS.h2load.path, h2loadArgs(url, requests), { maxBuffer: 1 << 24 });
  const result = parseH2load(stdout);
  if (result.failed || result.succeeded !== requests)
    throw new Error(`${url}: ${result.failed} of ${requests} requests failed under load`);
  return result;
}

/**
 * CPU time that processes and all their descendants have used, in seconds: the scheduler's nanosecond
 * count of every thread (/proc/PID/task/TID/schedstat), where /proc/PID/stat counts 10 ms ticks, too coarse
 * for nginx serving a file in ~25 µs.
 */
export async function cpuSeconds(roots: readonly number[]): Promise<number> {
  const pids = new Set(roots);
  for (const root of roots) for (const child of await pidtree(root)) pids.add(child);
  let nanoseconds = 0;
  for (const pid of pids) {
    const threads = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
    for (const thread of threads) {
      const stat = await readFile(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').catch(() => '0');
      nanoseconds += Number(stat.split(' ')[0]) || 0;
    }
  }
  return nanoseconds / 1e9;
}

export type ServingCost = H2loadResult & {
  cpuSeconds: number;
  requestsPerCpuSecond: number;
  /** CPU the processes off the request's path (`others`) used meanwhile. */
  othersCpuSeconds: number;
};

/**
 * Requests served per second of the servers' CPU: what a machine whose cores belong to the servers sustains.
 * Wall-clock requests/s on two cores shared with the load generator moved ±25 % between runs of the same
 * server; the CPU the servers spend on a fixed count of requests is what they cost, whoever else runs.
 */
export async function servingCost(
  url: string,
  pids: readonly number[],
  others: readonly number[] = [],
): Promise<ServingCost> {
  await h2load(url, H2LOAD.warmUp);
  const before = await Promise.all([cpuSeconds(pids), cpuSeconds(others)]);
  const result = await h2load(url);
  const [used, othersUsed] = (await Promise.all([cpuSeconds(pids), cpuSeconds(others)])).map(
    (seconds, index) => seconds - before[index]!,
  );
  return {
    ...result,
    cpuSeconds: used!,
    requestsPerCpuSecond: result.succeeded / used!,
    othersCpuSeconds: othersUsed!,
  };
}

/** One request on a new connection: what the document costs on the wire (HPACK headers and body). */
export async function documentBytes(url: string): Promise<DocumentTraffic> {
  const { stdout } = await run(TOOLS.h2load.path, ['-H', 'accept-encoding: br, gzip', '-n1', '-c1', url]);
  const result = parseH2load(stdout);
  if (result.succeeded !== 1) throw new Error(`${url}: the request failed`);
  const body = await brotliBody(url);
  if (body.length !== result.dataBytes)
    throw new Error(`${url}: ${body.length} body bytes, h2load received ${result.dataBytes}`);
  return { ...result, paintBytes: result.totalBytes - body.length + markupPrefix(body) };
}

/** The body as the stack sends it to a brotli client (it is self-signed on loopback). */
function brotliBody(url: string): Promise<Buffer> {
  const { origin, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const request = session.request({ ':path': pathname, 'accept-encoding': 'br' });
    const chunks: Buffer[] = [];
    request.on('response', (headers) => {
      if (headers['content-encoding'] !== 'br') reject(new Error(`${url} was not sent with brotli`));
    });
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      session.close();
      resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

/** Where React's payload begins: Next's first inline script after the page's markup. */
const PAYLOAD_START = Buffer.from('(self.__next_f=self.__next_f||[])');

/**
 * The fewest bytes of a brotli body that decode to the whole document before React's payload: a browser
 * decodes as bytes arrive, so with these it can lay out and paint the page.
 */
export function markupPrefix(body: Buffer): number {
  const decoded = (bytes: number) =>
    brotliDecompressSync(body.subarray(0, bytes), {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
    }).length;
  const end = brotliDecompressSync(body).indexOf(PAYLOAD_START);
  if (end < 0) throw new Error("a document without React's payload");
  let [low, high] = [0, body.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (decoded(middle) >= end) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** A page for the static servers: its HTML, and the headers to send with it besides nginx's own. */
export type FilePage = { html: string; headers: [string, string][] };

/** Headers nginx writes itself when serving a file, or that only frame one connection. */
const OWN_HEADERS = new Set([
  'date',
  'server',
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'accept-ranges',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * The headers of an answer that a static server should add to serve it the same way (none of ours has a
 * `$`, which nginx would read as a variable: such a header is left out).
 */
export function headersToAdd(rawHeaders: readonly string[]): [string, string][] {
  const added: [string, string][] = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const [name, value] = [rawHeaders[index]!, rawHeaders[index + 1]!];
    if (!OWN_HEADERS.has(name.toLowerCase()) && !value.includes('$')) added.push([name, value]);
  }
  return added;
}

/** deploy/stack.sh with its state in a folder of its own, on ports from `base`, serving `distDir`. */
export async function startStack(
  base: number,
  distDir: string,
): Promise<{ url: string; pids: () => Promise<Record<string, number>>; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'plaza-bench-stack-'));
  // Started as root, the stack's services run as their own users, who must reach it (mkdtemp makes it 0700).
  await chmod(dir, 0o755);
  const env = {
    ...process.env,
    NEXT_DIST_DIR: distDir,
    STACK_DIR: dir,
    STACK_LISTEN: '127.0.0.1',
    STACK_HTTPS_PORT: String(base),
    STACK_HTTP_PORT: String(base + 1),
    STACK_VARNISH_PORT: String(base + 3),
    STACK_SITE_PORT: String(base + 10),
    STACK_FILL_PORT: String(base + 40),
    STACK_REDIS_CACHE_PORT: String(base + 20),
    STACK_REDIS_QUEUE_PORT: String(base + 21),
  };
  const stack = (command: string) =>
    run('bash', [path.join(PROJECT, 'deploy/stack.sh'), command], { cwd: PROJECT, env, maxBuffer: 1 << 24 });
  const stop = async () => {
    await stack('down');
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await stack('up');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `https://127.0.0.1:${base}`, pids: () => stackPids(dir), stop };
}

/** Each service the stack runs, by name (deploy/stack.sh keeps one pid file per service in `<dir>/run`). */
async function stackPids(dir: string): Promise<Record<string, number>> {
  const files = (await readdir(path.join(dir, 'run'))).filter((file) => /^[a-z0-9-]+\.pid$/.test(file));
  const entries = await Promise.all(
    files.map(async (file) => [
      file.slice(0, -4),
      Number(await readFile(path.join(dir, 'run', file), 'utf8')),
    ]),
  );
  return Object.fromEntries(entries.filter(([, pid]) => Number(pid) > 0));
}

/**
 * nginx serving pages from files the way the stack serves them: the shipped edge's TLS, HTTP/2 and
 * compression settings (read from deploy/nginx/plaza.conf, so a change there applies here too), and each
 * page compressed beforehand at the level of the stack's cache fills (deploy/nginx/fill.conf), as Varnish
 * keeps it: the same bytes, sent without compressing per request. On `port`, nginx alone (also serving the
 * files over plain HTTP on `port + 2`); on `port + 1`, **the floor** of the stack: the shipped edge itself
 * (deploy/nginx/plaza.conf, its JSON access log and headers included, in a second nginx) in front of that
 * plain server, the cheapest origin there is, where the stack has Varnish. With `cacheFloor`, **the floor
 * with a cache** as well: the shipped edge on `cacheFloor.httpsPort` in front of Varnish with the bench's
 * minimal VCL (bench/minimal.vcl, started like the stack's) on `cacheFloor.varnishPort`, in front of the
 * plain server: what an edge and Varnish cost at least. Each page is sent with the
 * headers Varnish sends the edge for it (its policies, Vary, caching, Varnish's own), since encoding and
 * passing them is part of what the edge does per request.
 */
export async function startStaticNginx(
  port: number,
  pages: ReadonlyMap<string, FilePage>,
  cacheFloor?: { varnishPort: number; httpsPort: number },
): Promise<{ pid: number; floorPids: number[]; cachePids: number[]; stop: () => Promise<void> }> {
  const fill = await readFile(path.join(PROJECT, 'deploy/nginx/fill.conf'), 'utf8');
  const level = (directive: string) =>
    Number(new RegExp(`^\\s*${directive}\\s+(\\d+);`, 'm').exec(fill)?.[1]);
  const [brotliLevel, gzipLevel] = [level('brotli_comp_level'), level('gzip_comp_level')];
  if (!brotliLevel || !gzipLevel)
    throw new Error('deploy/nginx/fill.conf: no brotli_comp_level or gzip_comp_level');
  const files = new Map<string, string | Uint8Array>();
  const locations: string[] = [];
  for (const [pagePath, { html, headers }] of pages) {
    const file = `page-${files.size / 3}.html`;
    files
      .set(file, html)
      .set(
        `${file}.br`,
        brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliLevel } }),
      )
      .set(`${file}.gz`, gzipSync(html, { level: gzipLevel }));
    const added = headers.map(([name, value]) => `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}";`);
    locations.push(`    location = ${pagePath} { try_files /${file} =404; ${added.join(' ')} }`);
  }
  const shipped = await readFile(path.join(PROJECT, 'deploy/nginx/plaza.conf'), 'utf8');
  const settings = shipped
    .split('\n')
    .filter((line) => /^\s*(brotli|gzip|ssl_)\w*\s|^\s+(text|application|image)\//.test(line))
    .filter((line) => !line.includes('@'))
    .join('\n');
  const tls = await mkdtemp(path.join(os.tmpdir(), 'plaza-bench-tls-'));
  const [key, cert] = [path.join(tls, 'tls.key'), path.join(tls, 'tls.crt')];
  await run('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-keyout', key, '-out', cert,
  ]); // prettier-ignore
  // The same files and headers over TLS (nginx alone) and over plain HTTP (the floors' origin).
  const site = (folders: NginxFolders) => `    root ${folders.root};
    charset utf-8;
    gzip_vary off;
${locations.join('\n')}`;
  const servers = [
    await privateNginx(
      (folders) =>
        privateConfig(folders, {
          modules: ['ngx_http_brotli_filter_module', 'ngx_http_brotli_static_module'],
          workers: 'auto',
          connections: 4096,
          http: `${settings}
  brotli_static on;
  gzip_static on;
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
${site(folders)}
  }
  server {
    listen 127.0.0.1:${port + 2};
${site(folders)}
  }`,
        }),
      [port, port + 2],
      files,
    ),
  ];
  const stop = async () => {
    for (const server of servers) await server.stop();
    await rm(tls, { recursive: true, force: true });
  };
  /** The shipped edge (its JSON access log and headers included) on `https`/`http`, in front of `upstream`. */
  const edge = (https: number, http: number, upstream: number) => {
    const values = (folders: NginxFolders): Record<string, string> => ({
      DIR: folders.prefix,
      LOGS: folders.logs,
      LISTEN: '127.0.0.1',
      HTTPS_PORT: String(https),
      HTTP_PORT: String(http),
      VARNISH_PORT: String(upstream),
      SERVER_NAME: '_',
      TLS_CERT: cert,
      TLS_KEY: key,
      FILL: path.join(folders.root, 'fill.conf'),
    });
    return privateNginx(
      (folders) => shipped.replace(/@([A-Z_]+)@/g, (_, name: string) => values(folders)[name] ?? `@${name}@`),
      [https, http],
      new Map([['fill.conf', '']]),
    );
  };
  const cachePids: number[] = [];
  try {
    servers.push(await edge(port + 1, port + 3, port + 2));
    if (cacheFloor) {
      const varnish = await startBenchVarnish(cacheFloor.varnishPort, `127.0.0.1:${port + 2}`, 'minimal');
      servers.push(varnish);
      const cacheEdge = await edge(cacheFloor.httpsPort, cacheFloor.httpsPort + 1, cacheFloor.varnishPort);
      servers.push(cacheEdge);
      cachePids.push(cacheEdge.pid, varnish.pid);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    pid: servers[0]!.pid,
    floorPids: [servers[0]!.pid, servers[1]!.pid],
    cachePids,
    stop,
  };
}
