import 'server-only';

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** New messages sealed under `current`; `previous` keys still open what they sealed. */
export type QueueKeys = { current: Buffer; previous: readonly Buffer[] };

/** 32 bytes written as 64 hex digits (`openssl rand -hex 32`) or base64 (`openssl rand -base64 32`). */
export function parseQueueKey(text: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : null;
  if (bytes?.length !== 32) throw new Error('a contact queue key must be 32 bytes: openssl rand -hex 32');
  return bytes;
}

/** A short name of a key, stored with what it sealed, so the right key opens it; reveals nothing of it. */
export const keyId = (key: Buffer) =>
  createHash('sha256').update('plaza-contact-queue-key.').update(key).digest('base64url').slice(0, 8);

const VERSION = 'v1';

/** AES-256-GCM with the reference as additional data: a changed or moved text fails to open. */
export function createSealer(keys: QueueKeys) {
  const byId = new Map([keys.current, ...keys.previous].map((key) => [keyId(key), key]));
  const currentId = keyId(keys.current);
  return {
    seal(reference: string, value: unknown): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
      cipher.setAAD(Buffer.from(reference));
      const text = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [VERSION, currentId, iv, cipher.getAuthTag(), text]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open<T>(reference: string, sealed: string): T {
      const [version, id, iv, tag, text] = sealed.split('.');
      const key = id === undefined ? undefined : byId.get(id);
      if (version !== VERSION || !key || !iv || !tag || text === undefined)
        throw new Error(`sealed under key ${id ?? '?'}, which is neither CONTACT_QUEUE_KEY nor an old key`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(reference));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]);
      return JSON.parse(plain.toString('utf8')) as T;
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
