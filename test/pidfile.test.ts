import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sleep } from '@/test/processes';

/** deploy/pidfile.sh: how the stack and the test harnesses stop what they started, and nothing else. */
const dir = mkdtempSync(path.join(tmpdir(), 'plaza-pidfile-'));
const started: ChildProcess[] = [];

/** A process in a process group of its own (as deploy/stack.sh's `launch` starts them), running COMMAND. */
function leader(command: string): number {
  const child = spawn('bash', ['-c', command], { detached: true, stdio: 'ignore' });
  started.push(child);
  return child.pid!;
}

const runs = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Runs FUNCTION with ARGS in bash with deploy/pidfile.sh sourced: its exit code and output. */
function pidfile(fn: string, ...args: string[]): { code: number; output: string } {
  try {
    const output = execFileSync('bash', ['-c', `. deploy/pidfile.sh && ${fn} "$@"`, 'bash', ...args], {
      encoding: 'utf8',
    });
    return { code: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, output: failed.stdout };
  }
}

const waitFor = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i++) await sleep(50);
  return condition();
};

afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
});

describe('deploy/pidfile.sh', () => {
  it('stops the process a pid file names, with what it forked in its group', async () => {
    const pid = leader('sleep 60 & wait');
    const file = path.join(dir, 'site.pid');
    writeFileSync(file, `${pid}\n`);
    // ps exits 1 while there is no child yet.
    const children = () =>
      spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout.trim();
    expect(await waitFor(() => children() !== '')).toBe(true);
    const child = Number(children());
    expect(pidfile('pidfile_pids', file)).toEqual({ code: 0, output: `${pid}\n` });

    expect(pidfile('pidfile_stop', file, '5').code).toBe(0);
    expect(await waitFor(() => !runs(pid) && !runs(child))).toBe(true);
    expect(existsSync(file)).toBe(false);
  });

  it('leaves alone a process that started after the pid file was written (its pid reused)', async () => {
    const pid = leader('sleep 60');
    const file = path.join(dir, 'stale.pid');
    writeFileSync(file, `${pid}\n`);
    // The file as one written a minute before this process started, by a process that has since exited.
    const minuteAgo = Date.now() / 1000 - 60;
    utimesSync(file, minuteAgo, minuteAgo);

    expect(pidfile('pidfile_running', file).code).toBe(1);
    expect(pidfile('pidfile_signal', file, 'TERM').code).toBe(0);
    expect(pidfile('pidfile_stop', file, '1').code).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect(runs(pid)).toBe(true);
  });

  it('names no process for a pid that has exited, a missing file or one that holds no pid', async () => {
    const exited = spawn('true');
    await new Promise((resolve) => exited.on('exit', resolve));
    writeFileSync(path.join(dir, 'exited.pid'), `${exited.pid}\n`);
    writeFileSync(path.join(dir, 'garbage.pid'), 'not a pid\n');

    for (const name of ['exited.pid', 'missing.pid', 'garbage.pid'])
      expect(pidfile('pidfile_pids', path.join(dir, name))).toEqual({ code: 1, output: '' });
  });

  it('keeps, of several pids in one file, those that still run', () => {
    const pids = [leader('sleep 60'), leader('sleep 60')];
    const file = path.join(dir, 'workers.pid');
    writeFileSync(file, `${pids[0]}\n999999999\n${pids[1]}\n`);
    expect(pidfile('pidfile_pids', file)).toEqual({ code: 0, output: `${pids[0]}\n${pids[1]}\n` });
  });
});
