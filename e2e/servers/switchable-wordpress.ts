/**
 * A fake WordPress that serves a snapshot folder (fake-wordpress.ts) until it is told to misbehave
 * (faulty-wordpress.ts), for `npm run test:hardening`:
 * - switched as a whole (`setMode('timeout')`): a running site revalidates against a WordPress that has
 *   just gone bad, and must keep serving its last good pages;
 * - per URL (`faultFor`): one build meets a different fault on each category, so a single `next build`
 *   shows how each fault is reported.
 *
 * Standalone: `tsx e2e/servers/switchable-wordpress.ts --port 3401 --dir content/wordpress`, then
 * `curl -X POST http://127.0.0.1:3401/__mode/timeout` (or `/__mode/good`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';

import { snapshotHandler } from './fake-wordpress';
import { FAULTS, serveFault, type Fault, type FaultStats } from './faulty-wordpress';
import { cliArg, isMainModule } from '../support/cli';

export type Mode = 'good' | Fault;

export type SwitchableWordPress = {
  server: Server;
  setMode(mode: Mode): void;
  mode(): Mode;
  /** Requests answered, per mode (a fault that was never asked proves nothing). */
  hits(mode: Mode): number;
  /** Bytes the huge-body fault pushed out in total (it stops when the client hangs up). */
  bytesSent(): number;
};

const isMode = (value: string): value is Mode =>
  value === 'good' || (FAULTS as readonly string[]).includes(value);

export function createSwitchableWordPress(
  dir: string,
  options: { faultFor?: (url: URL) => Fault | null } = {},
): SwitchableWordPress {
  let mode: Mode = 'good';
  const goodHits = { count: 0 };
  const stats = new Map<Fault, FaultStats>(FAULTS.map((fault) => [fault, { hits: 0, bytesSent: 0 }]));
  const serveSnapshot = snapshotHandler(dir);

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const control = url.pathname.match(/^\/__mode\/([\w-]+)$/);
    if (control && req.method === 'POST') {
      const wanted = control[1] ?? '';
      if (!isMode(wanted)) return void res.writeHead(400).end(`unknown mode ${wanted}\n`);
      mode = wanted;
      return void res.writeHead(204).end();
    }
    const fault = mode === 'good' ? (options.faultFor?.(url) ?? null) : mode;
    if (fault) return serveFault(fault, req, res, stats.get(fault)!);
    goodHits.count += 1;
    void serveSnapshot(req, res);
  };

  return {
    server: createServer(handle),
    setMode: (next) => void (mode = next),
    mode: () => mode,
    hits: (which) => (which === 'good' ? goodHits.count : (stats.get(which)?.hits ?? 0)),
    bytesSent: () => [...stats.values()].reduce((sum, stat) => sum + stat.bytesSent, 0),
  };
}

if (isMainModule(import.meta.url)) {
  const port = Number(cliArg('port', '3401'));
  createSwitchableWordPress(path.resolve(cliArg('dir', 'content/wordpress'))).server.listen(
    port,
    '127.0.0.1',
    () => console.log(`switchable WordPress on http://127.0.0.1:${port} (POST /__mode/<good|fault>)`),
  );
}
