/**
 * Records every request it gets: the place a poisoned page's payloads would call home to (a fetch, a
 * beacon, a meta refresh, a form, a frame). `GET /__hits` lists them (and is not itself recorded);
 * `DELETE /__hits` forgets them. Used by `npm run test:hardening` (e2e/hardening/poisoned.spec.ts).
 *
 * Standalone: `tsx e2e/servers/recorder.ts --port 3420`.
 */
import { createServer, type Server } from 'node:http';
import path from 'node:path';

export type Hit = { method: string; url: string; referer: string | null };

export function createRecorder(): { server: Server; hits: Hit[] } {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    if (req.url === '/__hits') {
      if (req.method === 'DELETE') hits.length = 0;
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      return void res.end(JSON.stringify(hits));
    }
    hits.push({ method: req.method ?? 'GET', url: req.url ?? '/', referer: req.headers.referer ?? null });
    res.writeHead(204, { 'access-control-allow-origin': '*' }).end();
  });
  return { server, hits };
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const index = process.argv.indexOf('--port');
  const port = Number(index > 0 ? process.argv[index + 1] : 3420);
  createRecorder().server.listen(port, '127.0.0.1', () =>
    console.log(`recorder on http://127.0.0.1:${port}`),
  );
}
