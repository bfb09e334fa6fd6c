import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

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

const H2LOAD = { seconds: 10, clients: 20, streams: 10, threads: 2 };

/** h2load over HTTPS (ALPN h2), asking for brotli as browsers do; a 2 s warm-up first. */
export async function h2load(url: string, seconds = H2LOAD.seconds): Promise<H2loadResult> {
  const args = (duration: number) => [
    '-H',
    'accept-encoding: br, gzip',
    `-t${H2LOAD.threads}`,
    `-c${H2LOAD.clients}`,
    `-m${H2LOAD.streams}`,
    `-D${duration}`,
    url,
  ];
  await run(TOOLS.h2load.path, args(2));
  const { stdout } = await run(TOOLS.h2load.path, args(seconds), { maxBuffer: 1 << 24 });
  const result = parseH2load(stdout);
  if (result.failed || !result.succeeded)
    throw new Error(`${url}: ${result.failed} requests failed under load`);
  return result;
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
): Promise<{ url: string; stop: () => Promise<void> }> {
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
  return { url: `https://127.0.0.1:${base}`, stop };
}

/**
 * nginx serving pages from files with the shipped edge's TLS, HTTP/2 and compression settings (read from
 * deploy/nginx/plaza.conf, so a change there applies here too): the ceiling the stack is measured against.
 */
export async function startStaticNginx(port: number, pages: ReadonlyMap<string, string>): Promise<Started> {
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'plaza-bench-edge-'));
  await chmod(prefix, 0o755);
  const root = path.join(prefix, 'html');
  await mkdir(root, { recursive: true });
  const locations: string[] = [];
  let index = 0;
  for (const [pagePath, html] of pages) {
    const file = `page-${index++}.html`;
    await writeFile(path.join(root, file), html);
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
worker_processes auto;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  default_type text/html;
  client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp}; uwsgi_temp_path ${temp}; scgi_temp_path ${temp};
${settings}
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
