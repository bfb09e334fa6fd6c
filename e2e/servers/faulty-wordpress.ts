/**
 * A fake WordPress that misbehaves on purpose, one fault at a time, for the fault-injection tests and
 * `npm run test:hardening`. Every fault answers the posts and media routes the site reads.
 *
 * Standalone: `tsx e2e/servers/faulty-wordpress.ts --port 3301 --fault truncated-json`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { cliArg, isMainModule } from '../support/cli';

export const FAULTS = [
  'http-500',
  'http-503-retry-after',
  'timeout',
  'reset-mid-body',
  'truncated-json',
  'html-200',
  'huge-body',
  'redirect-loop',
  'wrong-types',
] as const;
export type Fault = (typeof FAULTS)[number];

/** What the build or the content layer must say about each fault (matched against its error). */
export const FAULT_MESSAGES: Record<Fault, RegExp> = {
  'http-500': /HTTP 500/,
  'http-503-retry-after': /HTTP 503.*Retry-After/,
  timeout: /timed out/,
  'reset-mid-body': /reply cut off|ECONNRESET|socket|terminated|other side closed/i,
  'truncated-json': /malformed JSON/,
  'html-200': /expected JSON, got text\/html/,
  'huge-body': /larger than \d+ bytes/,
  'redirect-loop': /redirect/i,
  'wrong-types': /none of the 4 items is usable \(first: /,
};

const HUGE_BYTES = 50 * 1024 * 1024;

function post(id: number) {
  return {
    id,
    slug: `p-${id}`,
    date: '2026-11-01T10:00:00',
    title: { rendered: `Post ${id}` },
    content: { rendered: '<p>x</p>' },
    categories: [17],
    featured_media: 0,
    acf: {},
  };
}

/** Four posts, each with one field of the wrong type: WordPress's shape, broken everywhere. */
export const WRONG_TYPES = [
  { ...post(1), title: 42 },
  { ...post(2), id: 'two' },
  { ...post(3), categories: 'seventeen' },
  { ...post(4), date: 20261101 },
];

export type FaultyWordPress = { server: Server; hits: () => number; bytesSent: () => number };

/** Counters shared by every request a fault answers: how often it was asked, how much it pushed out. */
export type FaultStats = { hits: number; bytesSent: number };

/** Answers one request with a fault; exported so a switchable fake (switchable-wordpress.ts) can use it. */
export function serveFault(fault: Fault, req: IncomingMessage, res: ServerResponse, stats: FaultStats): void {
  stats.hits += 1;
  const json = { 'content-type': 'application/json; charset=UTF-8' };
  switch (fault) {
    case 'http-500':
      res.writeHead(500, json).end('{"code":"internal_server_error"}');
      return;
    case 'http-503-retry-after':
      res.writeHead(503, { ...json, 'Retry-After': '120' }).end('{"code":"maintenance"}');
      return;
    case 'timeout':
      return; // never answers
    case 'reset-mid-body':
      res.writeHead(200, { ...json, 'X-WP-TotalPages': '1' });
      res.write('[{"id": 1, "title": {"rendered": "Cut');
      setTimeout(() => req.socket.destroy(), 20);
      return;
    case 'truncated-json':
      res.writeHead(200, { ...json, 'X-WP-TotalPages': '1' }).end('[{"id": 1, "title": {"rendered": "Cut"}');
      return;
    case 'html-200':
      res
        .writeHead(200, { 'content-type': 'text/html; charset=UTF-8' })
        .end(
          '<!doctype html><h1>Briefly unavailable for scheduled maintenance. Check back in a minute.</h1>',
        );
      return;
    case 'huge-body': {
      res.writeHead(200, { ...json, 'X-WP-TotalPages': '1' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < HUGE_BYTES) {
          sent += chunk.length;
          stats.bytesSent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => undefined);
      pump();
      return;
    }
    case 'redirect-loop':
      res.writeHead(302, { location: req.url ?? '/' }).end();
      return;
    case 'wrong-types':
      // Every item has a field of the wrong type (a plugin changed the REST shape): nothing is usable.
      res.writeHead(200, { ...json, 'X-WP-TotalPages': '1' }).end(JSON.stringify(WRONG_TYPES));
      return;
  }
}

export function createFaultyWordPress(fault: Fault): FaultyWordPress {
  const stats: FaultStats = { hits: 0, bytesSent: 0 };
  const server = createServer((req, res) => serveFault(fault, req, res, stats));
  return { server, hits: () => stats.hits, bytesSent: () => stats.bytesSent };
}

if (isMainModule(import.meta.url)) {
  const fault = cliArg('fault', 'http-500') as Fault;
  if (!FAULTS.includes(fault)) throw new Error(`unknown fault ${fault}; one of ${FAULTS.join(', ')}`);
  const port = Number(cliArg('port', '3301'));
  createFaultyWordPress(fault).server.listen(port, '127.0.0.1', () =>
    console.log(`faulty WordPress (${fault}) on http://127.0.0.1:${port}`),
  );
}
