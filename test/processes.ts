import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';

import pidtree from 'pidtree';

/**
 * Child processes of the bench, the hardening run and the real-WordPress specs (builds, `next start`, wrk,
 * Varnish, Playwright). Each runs in its own process group (detached), so stopping it also stops whatever it
 * spawned (`next build` workers, nginx workers), and nothing outlives the run on a shared machine: the groups
 * still alive when it exits, however it exits (a crash, Ctrl-C), are killed.
 */
const live = new Set<number>();
const stoppers = new Set<() => Promise<void>>();
const killGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
};
process.on('exit', () => live.forEach((pid) => killGroup(pid, 'SIGKILL')));

/** Process groups a library started (chrome-launcher's Chromium): killed with the bench's own at exit. */
export function killOnExit(pid: number): () => void {
  live.add(pid);
  return () => live.delete(pid);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => process.exit(130));
}

/**
 * Environment variables of a child (Next types `process.env` with a required NODE_ENV, which children need
 * not set).
 */
export type Env = Record<string, string | undefined>;

export type RunOptions = {
  cwd?: string;
  env?: Env;
  /** Named in error messages; the command's name by default. */
  name?: string;
  /** A folder where it writes everything it prints to `<name>.log`: `output()` then reads all of it. */
  logDir?: string;
};

export type Started = {
  child: ChildProcess;
  name: string;
  pid: number;
  logFile?: string;
  /** What it printed (stdout and stderr): all of it with a log file, else the last 20,000 characters. */
  output: () => string;
  /** Its exit code (null when killed by a signal or when it could not start). */
  exited: Promise<number | null>;
  alive: () => boolean;
  stop: () => Promise<void>;
};

export function start(command: string, args: readonly string[], options: RunOptions = {}): Started {
  const name = options.name ?? path.basename(command);
  const logFile = options.logDir ? path.join(options.logDir, `${name}.log`) : undefined;
  // With a log file the child writes to it itself: nothing is lost or late when it exits.
  const logFd = logFile ? openSync(logFile, 'w') : undefined;
  const child = spawn(command, args, {
    cwd: options.cwd,
    // Node's own type; Next's augmentation (a required NODE_ENV) does not apply to a child's environment.
    env: (options.env ?? process.env) as NodeJS.ProcessEnv,
    detached: true,
    stdio: logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  });
  if (logFd !== undefined) closeSync(logFd);
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
  let done = false;
  const exited = new Promise<number | null>((resolve) => {
    const finish = (code: number | null) => {
      done = true;
      live.delete(pid);
      stoppers.delete(stop);
      resolve(code);
    };
    child.on('exit', (code) => finish(code));
    child.on('error', () => finish(null));
  });
  const stop = async () => {
    stoppers.delete(stop);
    if (!live.has(pid)) return;
    killGroup(pid, 'SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5_000).unref());
    if ((await Promise.race([exited, timeout])) === 'timeout') killGroup(pid, 'SIGKILL');
    await exited;
    // The leader may be gone while its group lives on (workers): make sure the group is too.
    killGroup(pid, 'SIGKILL');
  };
  stoppers.add(stop);
  return {
    child,
    name,
    pid,
    logFile,
    output: () => (logFile ? readFileSync(logFile, 'utf8') : output),
    exited,
    alive: () => !done,
    stop,
  };
}

/** Stops every child still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...stoppers].map((stop) => stop()));
}

/** Fails when something already listens on the port: the bench would otherwise measure another server. */
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

/**
 * Waits until `url` answers with `expected` status (a server is up and serving), or with any status when
 * `expected` is 'any', or fails after `timeoutMs`.
 */
export async function waitForUrl(
  url: string,
  started: Started,
  timeoutMs = 60_000,
  expected: number | 'any' = 200,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let stopped = false;
  void started.exited.then(() => (stopped = true));
  while (Date.now() < deadline) {
    if (stopped)
      throw new Error(`${started.name} exited before ${url} answered:\n${started.output().slice(-3000)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (expected === 'any' || response.status === expected) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${url} did not answer ${expected} within ${timeoutMs / 1000} s:\n${started.output().slice(-3000)}`,
  );
}

/** Polls until something accepts connections on a loopback port (a server that speaks no HTTP). */
export async function waitForPort(port: number, started: Started, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!started.alive()) throw new Error(`${started.name} exited:\n${started.output().slice(-2000)}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.setTimeout(1000, () => socket.destroy());
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => undefined); // refused: 'close' follows
      socket.once('close', () => resolve(false)); // refused or timed out (after 'connect', a no-op)
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`${started.name} did not listen on ${port} within ${timeoutMs} ms`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
