import 'server-only';

import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';

import type { Locale } from '@/lib/i18n/locales';

import type { ContactValues } from './schema';

export type OutboxEntry = ContactValues & {
  id: string;
  /** The submission's reference, as the visitor was shown it. */
  reference: string;
  receivedAt: string;
  lang: Locale;
  /** Which form: the contact page's or the pharmacy's. */
  form: 'contact' | 'pharmacy';
  /** The page the visitor wrote from. */
  page: string;
};

/**
 * The embedded default when Contact Form 7 is not configured: one JSON line per message appended to a
 * local file that only the server's user can read (0600; its folder 0700 when we create it). One write
 * per line with O_APPEND, so concurrent messages never interleave within a line.
 */
export async function appendToOutbox(file: string, entry: OutboxEntry): Promise<void> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const handle = await open(target, 'a', 0o600);
  try {
    await handle.write(`${JSON.stringify(entry)}\n`);
  } finally {
    await handle.close();
  }
}
