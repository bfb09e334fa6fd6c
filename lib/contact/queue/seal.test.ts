import { randomBytes } from 'node:crypto';

import { createSealer, parseQueueKey } from './seal';

const key = () => randomBytes(32);

describe('sealing queued messages (AES-256-GCM)', () => {
  it('opens what it sealed, and nothing of the text shows in the sealed form', () => {
    const sealer = createSealer({ current: key(), previous: [] });
    const sealed = sealer.seal('ABCDE-12345', { name: 'Ana Pérez', message: 'Renta del local 12' });
    expect(sealed).not.toMatch(/Ana|Renta|local/);
    expect(sealer.open('ABCDE-12345', sealed)).toEqual({ name: 'Ana Pérez', message: 'Renta del local 12' });
  });

  it('after a rotation, opens with an old key what that key sealed; without it, refuses', () => {
    const old = key();
    const sealed = createSealer({ current: old, previous: [] }).seal('ABCDE-12345', { a: 1 });
    expect(createSealer({ current: key(), previous: [old] }).open('ABCDE-12345', sealed)).toEqual({ a: 1 });
    expect(() => createSealer({ current: key(), previous: [] }).open('ABCDE-12345', sealed)).toThrow(
      /neither CONTACT_QUEUE_KEY nor an old key/,
    );
  });

  it('refuses a sealed text moved to another reference, or changed', () => {
    const sealer = createSealer({ current: key(), previous: [] });
    const sealed = sealer.seal('ABCDE-12345', { a: 1 });
    expect(() => sealer.open('ZZZZZ-99999', sealed)).toThrow();
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A') + sealed.slice(-1);
    expect(() => sealer.open('ABCDE-12345', flipped)).toThrow();
  });

  it('reads a key as 64 hex digits or base64 of 32 bytes, and nothing else', () => {
    const bytes = key();
    expect(parseQueueKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseQueueKey(` ${bytes.toString('base64')}\n`)).toEqual(bytes);
    for (const bad of ['', 'secret', 'ab'.repeat(31), randomBytes(16).toString('base64')])
      expect(() => parseQueueKey(bad)).toThrow(/32 bytes/);
  });
});
