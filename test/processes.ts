import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';

import pidtree from 'pidtree';

/**
 * Child processes of the bench. Each runs in its own process group (detached), so stopping it also stops
 * whatever it spawned (`next build` workers, nginx workers), and nothing outlives the bench: the groups
 * still alive when the bench exits, however it exits, are killed.
 */
const live = new Set<number>();
const killGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
};
process.on('exit', () => live.forEach((pid) => killGroup(pid, 'SIGKILL')));

/** Process groups started by a library (chrome-launcher's Chromium): killed with the bench's own when it exits. */
export function killOnExit(pid: number): () => void {
  live.add(pid);
  return () => live.delete(pid);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => process.exit(130));
}

/** Environment variables of a child (Next types `process.env` with a required NODE_ENV, which children need not set). */
export type Env = Record<string, string | undefined>;

export type RunOptions = { cwd?: string; env?: Env };

export type Started = {
  child: ChildProcess;
  /** Everything it printed (stdout and stderr), for error messages. */
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

export function start(command: string, args: readonly string[], options: RunOptions = {}): Started {
  const child = spawn(command, args, {
    cwd: options.cwd,
    // Node's own type; Next's augmentation (a required NODE_ENV) does not apply to a child's environment.
    env: (options.env ?? process.env) as NodeJS.ProcessEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${command}`);
  live.add(pid);
  let output = '';
  const collect = (chunk: Buffer) => {
    // Keep the tail only: a build prints a lot and only its end explains a failure.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      live.delete(pid);
      resolve(code);
    });
    child.on('error', () => {
      live.delete(pid);
      resolve(null);
    });
  });
  const stop = async () => {
    if (!live.has(pid)) return;
    killGroup(pid, 'SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5_000).unref());
    if ((await Promise.race([exited, timeout])) === 'timeout') killGroup(pid, 'SIGKILL');
    await exited;
    // The leader may be gone while its group lives on (workers): make sure the group is too.
    killGroup(pid, 'SIGKILL');
  };
  return { child, output: () => output, exited, stop };
}

/** Fails when something already listens on the port: the bench would otherwise measure someone else's server. */
export async function assertPortFree(port: number): Promise<void> {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (inUse)
    throw new Error(`port ${port} is already in use on 127.0.0.1: stop what listens there or pass --port`);
}

/** Waits until `url` answers with `expected` status (a server is up and serving), or fails after `timeoutMs`. */
export async function waitForUrl(
  url: string,
  started: Started,
  timeoutMs = 60_000,
  expected = 200,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let stopped = false;
  void started.exited.then(() => (stopped = true));
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`the server exited before ${url} answered:\n${started.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === expected) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer ${expected} within ${timeoutMs / 1000} s:\n${started.output()}`);
}

/** Resident memory of one process in bytes (0 once it is gone). */
async function rssOf(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kib ? Number(kib) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Sum of the resident memory of a process and all its descendants: what the machine must hold at once. */
export async function treeRss(pid: number): Promise<number> {
  let pids: number[];
  try {
    pids = await pidtree(pid, { root: true });
  } catch {
    return 0;
  }
  const sizes = await Promise.all(pids.map(rssOf));
  return sizes.reduce((sum, size) => sum + size, 0);
}

export type Measured = { code: number | null; ms: number; peakRssBytes: number; output: string };

/**
 * Runs a command to completion, timing it and sampling the resident memory of its whole process tree every
 * `intervalMs` (`/usr/bin/time` reports the largest single process, not the tree a build spreads over).
 */
export async function runMeasured(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
  intervalMs = 200,
): Promise<Measured> {
  const begin = performance.now();
  const started = start(command, args, options);
  const pid = started.child.pid!;
  let peak = 0;
  let done = false;
  const sampler = (async () => {
    while (!done) {
      peak = Math.max(peak, await treeRss(pid));
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  const code = await started.exited;
  const ms = performance.now() - begin;
  done = true;
  await sampler;
  await started.stop();
  return { code, ms, peakRssBytes: peak, output: started.output() };
}
