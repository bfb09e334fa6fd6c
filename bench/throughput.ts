import { execFile } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { promisify } from 'node:util';

import { type Started } from '../test/processes';
import { privateConfig, privateNginx } from './nginx';
import { TOOLS } from './tools';

export type WrkResult = { requestsPerSecond: number; p99Ms: number; non2xx: number; socketErrors: number };
export type WrkOptions = { seconds: number; connections: number; threads: number };

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** Reads wrk's summary (run with `--latency`): requests/s, the 99th percentile, errors. */
export function parseWrk(output: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(output);
  if (!rps || !p99) throw new Error(`could not read wrk's output:\n${output}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1];
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(rps),
    p99Ms: Number(p99[1]) * UNIT_MS[p99[2]!]!,
    non2xx: Number(non2xx ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

/** wrk asks for gzip, as browsers do: every server then sends the same compressed bytes. */
export async function wrk(url: string, options: WrkOptions): Promise<WrkResult> {
  const { stdout } = await promisify(execFile)(TOOLS.wrk.path, [
    '-H',
    'Accept-Encoding: gzip',
    `-t${options.threads}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--latency',
    // A slow answer under load is a latency to report, not an error (wrk's default gives up after 2 s).
    '--timeout',
    '10s',
    url,
  ]);
  const result = parseWrk(stdout);
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} answers other than 2xx/3xx under load`);
  return result;
}

/** A page as nginx serves it: the HTML and the gzip bytes `next start` sent for it. */
export type StaticPage = { html: string; gzip: Buffer };

/** The raw body of a GET (compressed as sent, unlike fetch), with the headers given. */
export function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Buffer; encoding?: string; rawHeaders: string[] }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          encoding: res.headers['content-encoding'],
          rawHeaders: res.rawHeaders,
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * nginx from a private prefix (its own config, pid file, logs and temp folders; no system service), on
 * 127.0.0.1, serving the given pages pre-compressed (`gzip_static`): path → the HTML and the very gzip bytes
 * the production server sent. One worker, so it gets the same single core a Node.js server uses. Stopping
 * it removes the prefix.
 */
export async function startNginx(port: number, pages: ReadonlyMap<string, StaticPage>): Promise<Started> {
  const files = new Map<string, string | Uint8Array>();
  const locations: string[] = [];
  for (const [pagePath, page] of pages) {
    const file = `page-${files.size / 2}.html`;
    files.set(file, page.html).set(`${file}.gz`, page.gzip);
    locations.push(`    location = ${pagePath} { try_files /${file} =404; }`);
  }
  return privateNginx(
    (folders) =>
      privateConfig(folders, {
        workers: 1,
        connections: 1024,
        http: `  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${folders.root};
${locations.join('\n')}
  }`,
      }),
    [port],
    files,
  );
}
