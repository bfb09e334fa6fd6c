import 'server-only';

import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';

import type { Logger } from 'pino';

import { log as siteLog } from '@/lib/observability/log';

import {
  backoffDelay,
  KEEP_REJECTED,
  REMEMBER_DELIVERED_MS,
  type Backoff,
  type Deliver,
  type QueueEntry,
  type QueuedMessage,
} from './message';
import type { Known, MessageStore, StoredState } from './store';

type Row = {
  reference: string;
  body: string | null;
  state: StoredState;
  received_at: number;
  due_at: number;
  attempts: number;
  last_error: string | null;
};

export type SqliteStoreOptions = {
  file: string;
  backoff: Backoff;
  leaseMs: number;
  pollMs: number;
  now?: () => number;
  log?: Pick<Logger, 'error'>;
};

/** 0600, made before SQLite opens it, since SQLite gives its -wal and -shm the database file's mode. */
function ownerOnly(file: string) {
  closeSync(openSync(file, 'a', 0o600));
  for (const suffix of ['', '-wal', '-shm']) {
    try {
      chmodSync(file + suffix, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** WAL with synchronous=FULL (on disk when `accept` returns); delivered content erased (secure_delete, checkpoint). */
export function createSqliteStore(options: SqliteStoreOptions): MessageStore {
  const { backoff, leaseMs, pollMs, now = Date.now, log = siteLog } = options;
  const file = path.resolve(options.file);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  ownerOnly(file);
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA secure_delete = ON;
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA busy_timeout = 5000;
    CREATE TABLE IF NOT EXISTS contact_messages (
      reference TEXT PRIMARY KEY,
      body TEXT,
      state TEXT NOT NULL,
      received_at INTEGER NOT NULL,
      due_at INTEGER NOT NULL,
      lease_until INTEGER NOT NULL DEFAULT 0,
      attempts INTEGER NOT NULL DEFAULT 0,
      last_error TEXT,
      delivered_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS contact_messages_due ON contact_messages (state, due_at);
    CREATE TABLE IF NOT EXISTS contact_probe (id INTEGER PRIMARY KEY, written_at INTEGER NOT NULL);
  `);
  // A queue file from before content digests or rejections: the columns are added, empty (null).
  const columns = db.prepare('PRAGMA table_info(contact_messages)').all() as Array<{ name: string }>;
  for (const column of ['digest TEXT', 'rejected_at INTEGER'])
    if (!columns.some(({ name }) => name === column.split(' ')[0]))
      db.exec(`ALTER TABLE contact_messages ADD COLUMN ${column}`);

  const insert = db.prepare(
    `INSERT INTO contact_messages (reference, body, digest, state, received_at, due_at, lease_until)
     VALUES (?, ?, ?, 'pending', ?, ?, ?) ON CONFLICT (reference) DO NOTHING`,
  );
  const selectState = db.prepare('SELECT state, digest FROM contact_messages WHERE reference = ?');
  const known = (reference: string) => (selectState.get(reference) as Known | undefined) ?? null;
  // The message's content is dropped once delivered: only its reference is kept, to answer repeats.
  const markDelivered = db.prepare(
    `UPDATE contact_messages SET state = 'delivered', body = NULL, delivered_at = ?, lease_until = 0,
     attempts = attempts + 1, last_error = NULL WHERE reference = ?`,
  );
  const remove = db.prepare('DELETE FROM contact_messages WHERE reference = ?');
  const markFailed = db.prepare(
    `UPDATE contact_messages SET attempts = attempts + 1, last_error = ?, due_at = ?, lease_until = 0
     WHERE reference = ? AND state = 'pending'`,
  );
  const selectAttempts = db.prepare('SELECT attempts FROM contact_messages WHERE reference = ?');
  const claim = db.prepare(
    `UPDATE contact_messages SET lease_until = ? WHERE reference IN (
       SELECT reference FROM contact_messages
       WHERE state = 'pending' AND due_at <= ? AND lease_until <= ? ORDER BY due_at LIMIT ?)
     RETURNING reference, body, attempts`,
  );
  const listed = db.prepare(
    `SELECT reference, body, state, received_at, due_at, attempts, last_error FROM contact_messages
     WHERE state IN ('pending', 'rejected') ORDER BY received_at`,
  );
  const markRejected = db.prepare(
    `UPDATE contact_messages SET state = 'rejected', rejected_at = ?, attempts = attempts + 1,
     last_error = ?, lease_until = 0 WHERE reference = ? AND state = 'pending'`,
  );
  // Rejected messages past their time, or past the most kept (the oldest first), are erased.
  const forgetRejected = db.prepare(
    `DELETE FROM contact_messages WHERE state = 'rejected' AND (rejected_at < ? OR reference IN (
       SELECT reference FROM contact_messages WHERE state = 'rejected'
       ORDER BY rejected_at DESC LIMIT -1 OFFSET ?))`,
  );
  const retryOne = db.prepare(
    `UPDATE contact_messages SET state = 'pending', due_at = ?, rejected_at = NULL
     WHERE reference = ? AND state IN ('pending', 'rejected') AND body IS NOT NULL AND lease_until <= ?`,
  );
  const dropOne = db.prepare(
    `DELETE FROM contact_messages WHERE reference = ? AND state IN ('pending', 'rejected')`,
  );
  const makeDue = db.prepare(
    `UPDATE contact_messages SET due_at = ? WHERE state = 'pending' AND lease_until <= ?`,
  );
  const countPending = db.prepare(
    `SELECT COUNT(*) AS depth, MIN(received_at) AS oldest FROM contact_messages WHERE state = 'pending'`,
  );
  // One row, rewritten: a real write through the same journal and fsync a message takes.
  const probe = db.prepare('INSERT OR REPLACE INTO contact_probe (id, written_at) VALUES (1, ?)');
  const forget = db.prepare(`DELETE FROM contact_messages WHERE state = 'delivered' AND delivered_at < ?`);

  // TRUNCATE empties the WAL file; when another process is reading, the pages wait for the next erase.
  const checkpoint = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)');
  const erase = (statement: StatementSync, ...values: Array<string | number>) => {
    const { changes } = statement.run(...values);
    checkpoint.get();
    return Number(changes);
  };

  const fail = (reference: string, detail: string) => {
    const row = selectAttempts.get(reference) as { attempts: number } | undefined;
    const attempts = (row?.attempts ?? 0) + 1;
    markFailed.run(detail.slice(0, 200), now() + backoffDelay(backoff, attempts), reference);
  };

  const reject = (reference: string, detail: string) => {
    markRejected.run(now(), detail.slice(0, 200), reference);
    erase(forgetRejected, now() - KEEP_REJECTED.ms, KEEP_REJECTED.max);
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closed = false;
  let lastSweep = 0;

  const tick = (deliver: Deliver) => {
    if (running || closed) return;
    running = work(deliver).finally(() => (running = null));
  };

  async function work(deliver: Deliver) {
    try {
      const at = now();
      if (at - lastSweep > 60 * 60 * 1000) {
        erase(forget, at - REMEMBER_DELIVERED_MS);
        erase(forgetRejected, at - KEEP_REJECTED.ms, KEEP_REJECTED.max);
        lastSweep = at;
      }
      const claimed = claim.all(at + leaseMs, at, at, 10) as Array<Pick<Row, 'reference' | 'body'>>;
      for (const row of claimed) {
        if (closed) break;
        const message = JSON.parse(row.body ?? '{}') as QueuedMessage;
        const outcome = await deliver(message).catch(
          (error: unknown) => ({ kind: 'failed', detail: `error ${String(error).slice(0, 80)}` }) as const,
        );
        // The delivery itself logs and counts each attempt (lib/contact/pipeline.ts).
        if (outcome.kind === 'sent') erase(markDelivered, now(), row.reference);
        else if (outcome.kind === 'refused') reject(row.reference, outcome.detail);
        else fail(row.reference, outcome.detail);
      }
    } catch (error) {
      if (!closed) log.error({ event: 'contact.queue.read_failed', store: 'disk', error: String(error) });
    }
  }

  return {
    kind: 'disk',
    async accept(message, holdMs) {
      const at = now();
      const body = JSON.stringify(message);
      const result = insert.run(message.reference, body, message.digest, at, at + holdMs, at + holdMs);
      if (Number(result.changes) === 1) return { created: true, state: 'pending', digest: message.digest };
      return { created: false, ...(known(message.reference) ?? { state: 'pending', digest: null }) };
    },
    async state(reference) {
      return known(reference);
    },
    async delivered(reference) {
      erase(markDelivered, now(), reference);
    },
    async discard(reference) {
      erase(remove, reference);
    },
    async failed(reference, detail) {
      fail(reference, detail);
    },
    async rejected(reference, detail) {
      reject(reference, detail);
    },
    start(deliver) {
      if (timer) return;
      timer = setInterval(() => tick(deliver), pollMs);
      timer.unref();
      tick(deliver);
    },
    async list(): Promise<QueueEntry[]> {
      return (listed.all() as Row[]).map((row) => {
        const message = JSON.parse(row.body ?? '{}') as Partial<QueuedMessage>;
        return {
          reference: row.reference,
          receivedAt: new Date(row.received_at).toISOString(),
          form: message.form ?? 'contact',
          lang: message.lang ?? 'es',
          attempts: row.attempts,
          lastError: row.last_error,
          nextAttemptAt: row.state === 'pending' ? new Date(row.due_at).toISOString() : null,
          store: 'disk',
          state: row.state === 'rejected' ? 'rejected' : 'pending',
        };
      });
    },
    async backlog() {
      const row = countPending.get() as { depth: number; oldest: number | null };
      return { depth: Number(row.depth), oldestReceivedAt: row.oldest === null ? null : Number(row.oldest) };
    },
    async depth() {
      return Number((countPending.get() as { depth: number }).depth);
    },
    async probeWrite() {
      probe.run(now());
    },
    async retryNow() {
      const at = now();
      return Number(makeDue.run(at, at).changes);
    },
    async retry(reference) {
      const at = now();
      return Number(retryOne.run(at, reference, at).changes) === 1;
    },
    async drop(reference) {
      return erase(dropOne, reference) === 1;
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running; // a delivery under way finishes and is recorded first
      db.close();
    },
  };
}
