import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import pidtree from 'pidtree';

import { PROJECT } from './build';
import { assertPortFree, start, type Started } from '../test/processes';
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
 * over 20 connections (200 each, far below nginx's 1,000 requests per connection, after which it closes one
 * and h2load counts its streams in flight as failed), one client thread.
 */
const H2LOAD = { requests: 4_000, warmUp: 400, clients: 20, streams: 10, threads: 1 };

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

let clockTicks: number | undefined;

/** CPU time (user and system) that processes and all their descendants have used, in seconds. */
export async function cpuSeconds(roots: readonly number[]): Promise<number> {
  clockTicks ??= Number((await run('getconf', ['CLK_TCK'])).stdout.trim());
  const pids = new Set(roots);
  for (const root of roots) for (const child of await pidtree(root)) pids.add(child);
  let ticks = 0;
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // After the command's closing parenthesis come fields 3 onwards: utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / clockTicks;
}

export type ServingCost = H2loadResult & { cpuSeconds: number; requestsPerCpuSecond: number };

/**
 * Requests served per second of the servers' CPU: what a machine whose cores belong to the servers sustains.
 * Wall-clock requests/s on two cores shared with the load generator moved ±25 % between runs of the same
 * server; the CPU the servers spend on a fixed count of requests is what they cost, whoever else runs.
 */
export async function servingCost(url: string, pids: readonly number[]): Promise<ServingCost> {
  await h2load(url, H2LOAD.warmUp);
  const before = await cpuSeconds(pids);
  const result = await h2load(url);
  const used = (await cpuSeconds(pids)) - before;
  return { ...result, cpuSeconds: used, requestsPerCpuSecond: result.succeeded / used };
}

/** One request on a new connection: what the document costs on the wire (HPACK headers and body). */
export async function documentBytes(url: string): Promise<H2loadTraffic> {
  const { stdout } = await run(TOOLS.h2load.path, ['-H', 'accept-encoding: br, gzip', '-n1', '-c1', url]);
  const result = parseH2load(stdout);
  if (result.succeeded !== 1) throw new Error(`${url}: the request failed`);
  return result;
}

/** deploy/stack.sh with its state in a folder of its own, on ports from `base`, serving `distDir`. */
export async function startStack(
  base: number,
  distDir: string,
): Promise<{ url: string; pids: () => Promise<number[]>; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'plaza-bench-stack-'));
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

/** Every service the stack runs (deploy/stack.sh keeps one pid file per service in `<dir>/run`). */
async function stackPids(dir: string): Promise<number[]> {
  const files = (await readdir(path.join(dir, 'run'))).filter((file) => file.endsWith('.pid'));
  const pids = await Promise.all(files.map((file) => readFile(path.join(dir, 'run', file), 'utf8')));
  return [...new Set(pids.map(Number).filter((pid) => pid > 0))];
}

/**
 * nginx serving pages from files the way the stack serves them (the ceiling it is measured against): the
 * shipped edge's TLS, HTTP/2 and compression settings (read from deploy/nginx/plaza.conf, so a change there
 * applies here too), and each page compressed beforehand at the level of the stack's cache fills
 * (deploy/nginx/fill.conf), as Varnish keeps it: the same bytes, sent without compressing per request.
 */
export async function startStaticNginx(port: number, pages: ReadonlyMap<string, string>): Promise<Started> {
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'plaza-bench-edge-'));
  await chmod(prefix, 0o755);
  const root = path.join(prefix, 'html');
  await mkdir(root, { recursive: true });
  const fill = await readFile(path.join(PROJECT, 'deploy/nginx/fill.conf'), 'utf8');
  const level = (directive: string) =>
    Number(new RegExp(`^\\s*${directive}\\s+(\\d+);`, 'm').exec(fill)?.[1]);
  const [brotliLevel, gzipLevel] = [level('brotli_comp_level'), level('gzip_comp_level')];
  if (!brotliLevel || !gzipLevel)
    throw new Error('deploy/nginx/fill.conf: no brotli_comp_level or gzip_comp_level');
  const locations: string[] = [];
  let index = 0;
  for (const [pagePath, html] of pages) {
    const file = `page-${index++}.html`;
    await writeFile(path.join(root, file), html);
    await writeFile(
      path.join(root, `${file}.br`),
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliLevel } }),
    );
    await writeFile(path.join(root, `${file}.gz`), gzipSync(html, { level: gzipLevel }));
    locations.push(`    location = ${pagePath} { try_files /${file} =404; }`);
  }
  const shipped = await readFile(path.join(PROJECT, 'deploy/nginx/plaza.conf'), 'utf8');
  const settings = shipped
    .split('\n')
    .filter((line) => /^\s*(brotli|gzip|ssl_)\w*\s|^\s+(text|application|image)\//.test(line))
    .filter((line) => !line.includes('@'))
    .join('\n');
  const key = path.join(prefix, 'tls.key');
  const cert = path.join(prefix, 'tls.crt');
  await run('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-keyout', key, '-out', cert,
  ]); // prettier-ignore
  const temp = path.join(prefix, 'tmp');
  const config = `load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
worker_processes auto;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  default_type text/html;
  client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp}; uwsgi_temp_path ${temp}; scgi_temp_path ${temp};
${settings}
  brotli_static on;
  gzip_static on;
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    root ${root};
${locations.join('\n')}
  }
}
`;
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, config);
  await assertPortFree(port);
  const nginx = start(TOOLS.nginx.path, ['-p', prefix, '-c', configFile, '-g', 'daemon off;']);
  const stop = async () => {
    await nginx.stop();
    await rm(prefix, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    try {
      await run('curl', ['-sfk', '-o', '/dev/null', `https://127.0.0.1:${port}${pages.keys().next().value}`]);
      break;
    } catch (error) {
      if (attempt > 50) {
        await stop();
        throw new Error(`nginx did not answer: ${nginx.output()} ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { ...nginx, stop };
}
