/**
 * The hardening run's child processes (builds, `next start`, wrk, Playwright): each in its own process
 * group with its output in a log file, stopped by group at the end, on Ctrl-C and on a crash, so a run
 * never leaves a server behind on a shared machine.
 */
import { spawn } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

export type Child = {
  name: string;
  pid: number;
  logFile: string;
  /** Exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  alive: () => boolean;
  output: () => string;
  stop: () => Promise<void>;
};

const running = new Set<Child>();

export function start(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; logDir: string; cwd?: string },
): Child {
  const logFile = path.join(options.logDir, `${name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', fd, fd],
  });
  let done = false;
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      done = true;
      resolve(code);
    });
    child.on('error', () => {
      done = true;
      resolve(-1);
    });
  });
  const handle: Child = {
    name,
    pid: child.pid ?? -1,
    logFile,
    exited,
    alive: () => !done,
    output: () => readFileSync(logFile, 'utf8'),
    async stop() {
      running.delete(handle);
      if (done) return;
      killGroup(handle.pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(handle.pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      killGroup(handle.pid, 'SIGKILL'); // anything the leader left behind in its group
    },
  };
  running.add(handle);
  void exited.then(() => running.delete(handle));
  return handle;
}

function killGroup(pid: number, signal: NodeJS.Signals) {
  if (pid <= 0) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => child.stop()));
}

// A crash or Ctrl-C must not leave servers running: kill every group synchronously on the way out.
const killEverything = () => {
  for (const child of running) killGroup(child.pid, 'SIGKILL');
};
process.on('exit', killEverything);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killEverything();
    process.exit(130);
  });
}

/** Polls until the URL answers at all (any status), or fails naming the child's last output. */
export async function waitForHttp(url: string, child: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!child.alive())
      throw new Error(`${child.name} exited before answering ${url}:\n${child.output().slice(-2000)}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs} ms`);
}

/** Polls until something accepts connections on a loopback port (a server that speaks no HTTP). */
export async function waitForPort(port: number, child: Child, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!child.alive()) throw new Error(`${child.name} exited:\n${child.output().slice(-2000)}`);
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
  throw new Error(`${child.name} did not listen on ${port} within ${timeoutMs} ms`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
export function rssOfTree(rootPid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the parent pid comes after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // exited while we looked
    }
  }
  const tree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of tree) {
    try {
      const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1];
      total += Number(kb ?? 0) * 1024;
    } catch {
      // exited while we looked
    }
  }
  return total;
}
