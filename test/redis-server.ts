import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What the contact queue's Redis must be for the queue to live there (deploy/redis/queue.conf). */
export const durableRedisArgs = (dir: string) => [
  '--appendonly',
  'yes',
  '--appendfsync',
  'always',
  '--maxmemory-policy',
  'noeviction',
  '--dir',
  dir,
];

export type TestRedis = { url: string; port: number; process: ChildProcess; stop(): Promise<void> };

type Options = { port?: number; keep?: boolean; umask?: string; config?: string; password?: string };

/**
 * A real redis-server (Debian's `redis-server`) on a free loopback port or the given one (a restart),
 * emptied unless `keep`, with `args` added; under `umask` when given (Redis makes its files under it); from
 * a `config` file, and asked with the `password` it requires, as deploy/stack.sh starts one.
 */
export async function startRedis(
  args: string[] = ['--save', '', '--appendonly', 'no'],
  { port: given, keep = false, umask, config, password }: Options = {},
): Promise<TestRedis> {
  const port = given ?? (await freePort());
  const url = `redis://${password ? `:${password}@` : ''}127.0.0.1:${port}`;
  const command = [
    'redis-server',
    ...(config ? [config] : []),
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    ...args,
  ];
  const child = umask
    ? spawn('sh', ['-c', `umask ${umask} && exec "$@"`, 'sh', ...command], { stdio: 'ignore' })
    : spawn(command[0]!, command.slice(1), { stdio: 'ignore' });
  const { createClient } = await import('@redis/client');
  for (let attempt = 0; ; attempt += 1) {
    const probe = createClient({ url });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if (!keep) await probe.flushAll();
      await probe.quit();
      break;
    } catch (error) {
      await probe.destroy();
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    port,
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
