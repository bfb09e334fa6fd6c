// The site's Redis queue and its worker in a process of their own, for lib/contact/queue/redis-outage.test.ts:
// the queue's Redis (REDIS_PID) is killed at the moment OUTAGE names, and what this process does meanwhile is
// reported as JSON lines (`{"outage":…}`) on stdout: its CPU time by a thread, which reports even if the
// event loop spins, and its timers by the event loop, which then never reports.
// Run with: node --conditions=react-server --import tsx test/bullmq-outage-child.ts
import { readFileSync, writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Worker as Thread } from 'node:worker_threads';

import { RedisConnection } from 'bullmq';

import { parseContactConfig } from '@/lib/contact/config';
import { deliveryFor } from '@/lib/contact/pipeline';
import type { Deliver, QueuedMessage } from '@/lib/contact/queue/message';
import { openStores } from '@/lib/contact/queue/open';

/** How long CPU time and timers are watched once Redis is gone (the test waits for both reports). */
const WINDOW_MS = 8_000;

const report = (fields: object) => writeSync(1, `${JSON.stringify({ outage: true, ...fields })}\n`);

// [0]: when Redis was killed (ms since the epoch; 0: not yet). The thread's CPU figure is the process's.
const killedAt = new Float64Array(new SharedArrayBuffer(8));
new Thread(
  `const { workerData: killedAt } = require('node:worker_threads');
  const { writeSync } = require('node:fs');
  const wait = setInterval(() => {
    if (!killedAt[0]) return;
    clearInterval(wait);
    const start = process.cpuUsage();
    setTimeout(() => {
      const used = process.cpuUsage(start);
      writeSync(1, JSON.stringify({ outage: true, cpuSeconds: (used.user + used.system) / 1e6 }) + '\\n');
    }, ${WINDOW_MS} - (Date.now() - killedAt[0]));
  }, 20);`,
  { eval: true, workerData: killedAt },
).unref();

/** A 100 ms timer, again and again through the window: how often it fired, and its worst lateness. */
function watchTimers() {
  const until = Date.now() + WINDOW_MS;
  let fired = 0;
  let worstLateMs = 0;
  const next = () => {
    const armed = Date.now();
    setTimeout(() => {
      fired += 1;
      worstLateMs = Math.max(worstLateMs, Date.now() - armed - 100);
      if (Date.now() < until) next();
      else report({ timers: { fired, worstLateMs } });
    }, 100);
  };
  next();
}

const redisPid = Number(process.env.REDIS_PID);
let killed = false;
/** Kills the queue's Redis and returns once it is gone, so the caller carries on without it. */
function killRedis() {
  killed = true;
  process.kill(redisPid, 'SIGKILL');
  const gone = () => {
    try {
      return readFileSync(`/proc/${redisPid}/stat`, 'utf8').split(') ')[1]!.startsWith('Z');
    } catch {
      return true;
    }
  };
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (!gone()) Atomics.wait(pause, 0, 0, 5);
  killedAt[0] = Date.now();
  report({ redis: 'killed' });
  watchTimers();
}

const config = parseContactConfig(process.env, { wordpressUrl: null, siteUrl: 'https://plaza.example' });
const stores = await openStores(config);
const message: QueuedMessage = {
  reference: process.env.REFERENCE!,
  receivedAt: new Date().toISOString(),
  lang: 'es',
  form: 'contact',
  page: '/es/contacto',
  values: { name: 'Ana', email: 'ana@example.com', subject: 'Redis outage', message: 'Hola' },
  digest: 'outage digest',
  client: { address: null, userAgent: null },
};
await stores.primary.accept(message, 0);
const deliver: Deliver = deliveryFor(config);
if (process.env.OUTAGE === 'starting') {
  // Redis dies the moment the worker's connection is up, before BullMQ has finished starting it (its version
  // check, INFO, then waits offline).
  const prototype = RedisConnection.prototype as unknown as Record<
    'loadCommands',
    (...args: unknown[]) => void
  >;
  const loadCommands = prototype.loadCommands;
  prototype.loadCommands = function (this: { extraOptions: { blocking: boolean } }, ...args) {
    if (!killed && !this.extraOptions.blocking) killRedis();
    return loadCommands.apply(this, args);
  };
  stores.primary.start(deliver);
} else {
  // Redis goes while the message is on its way to Contact Form 7.
  stores.primary.start(async (queued) => {
    if (!killed) killRedis();
    return deliver(queued);
  });
}
// "close" on stdin: the test is done.
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'close') break;
}
await stores.close();
process.exit(0);
