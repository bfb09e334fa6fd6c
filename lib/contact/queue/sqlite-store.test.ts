import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { until } from '@/test/contact-helpers';

import { KEEP_REJECTED, type QueuedMessage } from './message';
import { createSqliteStore } from './sqlite-store';

const message = (reference: string, text: string): QueuedMessage => ({
  reference,
  receivedAt: new Date().toISOString(),
  lang: 'es',
  form: 'contact',
  page: '/es/contacto',
  values: { name: `Nombre ${text}`, email: 'visitante@example.com', subject: 'Consulta', message: text },
  digest: `digest of ${reference}`,
  client: { address: '203.0.113.9', userAgent: 'Jest' },
});

function openStore(folder: string) {
  return createSqliteStore({
    file: path.join(folder, 'queue.sqlite'),
    backoff: { baseMs: 1000, maxMs: 1000 },
    leaseMs: 60_000,
    pollMs: 60_000,
    log: { error: () => undefined },
  });
}

/** Every byte of every file the queue wrote (the database, its -wal and -shm), as Latin-1 text. */
const everyQueueFile = (folder: string) =>
  readdirSync(folder).map((name) => ({
    name,
    mode: statSync(path.join(folder, name)).mode & 0o777,
    bytes: readFileSync(path.join(folder, name)).toString('latin1'),
  }));

describe('the disk queue leaves nothing of a delivered message behind', () => {
  test('no queue file holds the text, the name or the address once it is delivered or discarded', async () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'queue-erase-')), 'queue');
    const store = openStore(folder);
    // Longer than a page, so it also lives in overflow pages that are freed on delivery.
    const delivered = `SECRET-DELIVERED-7f3a9c ${'reserva del local '.repeat(300)} SECRET-DELIVERED-END`;
    const discarded = 'SECRET-DISCARDED-51b2e0 otro texto';
    const waiting = 'STILL-WAITING-c0ffee';
    await store.accept(message('AAAAA-AAAAA', delivered), 0);
    await store.accept(message('BBBBB-BBBBB', discarded), 0);
    await store.accept(message('CCCCC-CCCCC', waiting), 0);
    // Several more writes, so the pages move around in the WAL before the deliveries.
    for (let index = 0; index < 20; index += 1) await store.failed('CCCCC-CCCCC', `retry ${index}`);
    await store.delivered('AAAAA-AAAAA');
    await store.discard('BBBBB-BBBBB');

    const files = everyQueueFile(folder);
    expect(files.map((file) => file.name)).toContain('queue.sqlite');
    const holding = (needle: string) =>
      files.filter((file) => file.bytes.includes(needle)).map((file) => file.name);
    expect(holding('SECRET-DELIVERED-7f3a9c')).toEqual([]);
    expect(holding('SECRET-DELIVERED-END')).toEqual([]);
    expect(holding('reserva del local reserva')).toEqual([]);
    expect(holding('SECRET-DISCARDED-51b2e0')).toEqual([]);
    // The control: a message still waiting is on disk, so the grep reads the right files.
    expect(holding(waiting).length).toBeGreaterThan(0);
    await store.close();
    const afterClose = everyQueueFile(folder).filter((file) => file.bytes.includes('SECRET-DELIVERED'));
    expect(afterClose.map((file) => file.name)).toEqual([]);
  });

  test('a rejected message stays readable for the operator 7 days, then nothing of it is left', async () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'queue-rejected-')), 'queue');
    let clock = Date.parse('2026-11-01T00:00:00Z');
    const store = createSqliteStore({
      file: path.join(folder, 'queue.sqlite'),
      backoff: { baseMs: 1000, maxMs: 1000 },
      leaseMs: 60_000,
      pollMs: 60_000,
      now: () => clock,
      log: { error: () => undefined },
    });
    await store.accept(message('EEEEE-EEEEE', 'SECRET-REJECTED-9d1c44 oferta'), 0);
    await store.rejected('EEEEE-EEEEE', 'spam');
    const holding = () => everyQueueFile(folder).filter((file) => file.bytes.includes('SECRET-REJECTED'));
    expect(await store.depth()).toBe(0);
    expect((await store.list()).map((entry) => [entry.state, entry.lastError])).toEqual([
      ['rejected', 'spam'],
    ]);
    expect(holding().length).toBeGreaterThan(0);
    clock += KEEP_REJECTED.ms + 1;
    store.start(async () => ({ kind: 'sent' })); // the worker's hourly sweep runs on its first tick
    await until(async () => (await store.state('EEEEE-EEEEE')) === null);
    expect(holding().map((file) => file.name)).toEqual([]);
    await store.close();
  });

  test('the folder is 0700 and every queue file 0600, whatever the umask', async () => {
    const previous = process.umask(0o022);
    try {
      const folder = path.join(mkdtempSync(path.join(tmpdir(), 'queue-mode-')), 'queue');
      const store = openStore(folder);
      await store.accept(message('DDDDD-DDDDD', 'modo'), 0);
      const files = everyQueueFile(folder);
      expect(files.length).toBeGreaterThanOrEqual(2); // the database and its -wal at least
      for (const file of files)
        expect({ [file.name]: file.mode.toString(8) }).toEqual({ [file.name]: '600' });
      expect((statSync(folder).mode & 0o777).toString(8)).toBe('700');
      await store.close();
    } finally {
      process.umask(previous);
    }
  });
});
