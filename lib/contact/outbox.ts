import 'server-only';

import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';

import type { Locale } from '@/lib/i18n/locales';

import type { ContactValues } from './schema';

export type OutboxEntry = ContactValues & {
  id: string;
  reference: string;
  receivedAt: string;
  lang: Locale;
  form: 'contact' | 'pharmacy';
  page: string;
};

/** Without CF7: one JSON line per message (0600), one O_APPEND write each, so lines never interleave. */
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
