import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { VALID } from '@/test/contact-helpers';
import { startRedis, type TestRedis } from '@/test/redis-server';

import { parseContactConfig } from '../config';
import type { QueuedMessage } from './message';
import { checkQueueDurability, openStores } from './open';

/**
 * Both Redis of the stack as deploy/stack.sh runs them (deploy/redis/cache.conf and queue.conf, a password
 * from deploy/redis/auth.sh given with `--include`): nothing answers without the password, and the site's
 * queue, rate limits and durability check work with it in REDIS_URL and CONTACT_REDIS_URL.
 */
jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'redis-auth-'));
const servers: TestRedis[] = [];

/** deploy/redis/auth.sh for `name`: its password file and the include redis-server reads. */
function auth(name: string) {
  const password = path.join(dir, `redis-${name}-password`);
  const include = path.join(dir, `redis-${name}-auth.conf`);
  execFileSync('bash', [path.join(ROOT, 'deploy/redis/auth.sh'), password, include]);
  return { password, include, secret: readFileSync(password, 'utf8').trim() };
}

async function startStackRedis(name: 'cache' | 'queue') {
  const { include, secret } = auth(name);
  mkdirSync(path.join(dir, name));
  // As stack.sh starts it: the include comes on the command line, the password never does.
  const server = await startRedis(['--dir', path.join(dir, name), '--include', include], {
    config: path.join(ROOT, `deploy/redis/${name}.conf`),
    password: secret,
  });
  servers.push(server);
  return { port: server.port, url: server.url, secret, pid: server.process.pid! };
}

afterAll(() => Promise.all(servers.map((server) => server.stop())));

it('auth.sh makes a password once, 0600, and an include that only holds it', () => {
  const first = auth('once');
  const again = auth('once');
  expect(again.secret).toBe(first.secret);
  expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
  for (const file of [first.password, first.include]) expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(readFileSync(first.include, 'utf8')).toMatch(new RegExp(`^requirepass ${first.secret}$`, 'm'));
});

it('both Redis refuse a client without the password; the site works with it, and ps never shows it', async () => {
  const [cache, queue] = [await startStackRedis('cache'), await startStackRedis('queue')];
  for (const { port, pid, secret } of [cache, queue]) {
    // Any local process without the password: redis-cli as a stranger would use it.
    for (const command of [['ping'], ['get', 'plaza:contact:probe'], ['keys', '*']])
      expect(execFileSync('redis-cli', ['-p', String(port), ...command], { encoding: 'utf8' })).toMatch(
        /^NOAUTH/,
      );
    expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).not.toContain(secret);
  }

  const config = parseContactConfig(
    {
      REDIS_URL: cache.url,
      CONTACT_REDIS_URL: queue.url,
      CONTACT_QUEUE_PATH: path.join(dir, 'queue.sqlite'),
      // Without a key the queue stays on disk (seal.ts).
      CONTACT_QUEUE_KEY: 'a'.repeat(64),
    },
    { wordpressUrl: null, siteUrl: 'https://plaza.example' },
  );
  const stores = await openStores(config);
  try {
    expect([stores.primary.kind, !!stores.redis?.isReady, !!stores.queueRedis?.isReady]).toEqual([
      'redis',
      true,
      true,
    ]);
    expect(await checkQueueDurability(stores.queueRedis!)).toBe(true);
    const message: QueuedMessage = {
      reference: 'AUTH1-ABCDE',
      receivedAt: new Date().toISOString(),
      lang: 'es',
      form: 'contact',
      page: '/es/contacto',
      values: VALID,
      digest: 'digest-auth',
      client: { address: '203.0.113.9', userAgent: 'Jest' },
    };
    expect((await stores.primary.accept(message, 60_000)).created).toBe(true);
    expect((await stores.primary.backlog()).depth).toBe(1);
    await expect(stores.primary.probeWrite()).resolves.toBeUndefined();
    await expect(stores.redis!.set('plaza:auth-test', '1')).resolves.toBe('OK');
  } finally {
    await stores.close();
  }
});
