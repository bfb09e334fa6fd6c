import { readFileSync } from 'node:fs';

import { harness } from './state';

/**
 * The mails WordPress sent during this run, as the harness's catcher (php/mu-plugins/plaza-e2e-mail.php)
 * wrote them: wp_mail()'s arguments, one JSON line each, oldest first. Nothing is sent anywhere.
 */
export type CapturedMail = {
  time: number;
  to: string | string[];
  subject: string;
  message: string;
  headers: string | string[];
  attachments: string[];
};

export function mails(): CapturedMail[] {
  let text = '';
  try {
    text = readFileSync(harness().MAIL_LOG, 'utf8');
  } catch {
    return []; // nothing mailed yet
  }
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as CapturedMail);
}

/** The mail whose subject contains `marker`; fails unless there is exactly one. */
export function mailWith(marker: string): CapturedMail {
  const found = mails().filter((mail) => mail.subject.includes(marker));
  if (found.length !== 1) throw new Error(`${found.length} mails have "${marker}" in their subject, not 1`);
  return found[0]!;
}

/**
 * The plaza's Contact Form 7 mail (the companion plugin's class-plaza-revalidate-contact-form.php), read
 * back: the labelled lines above the message, and the message, which is everything after its heading.
 */
export function readContactMail(mail: CapturedMail): { lines: Record<string, string>; message: string } {
  const heading = '\n\nMessage:\n';
  const at = mail.message.indexOf(heading);
  if (at < 0) throw new Error(`not the plaza's contact mail: no "Message:" heading in\n${mail.message}`);
  const lines = Object.fromEntries(
    mail.message
      .slice(0, at)
      .split('\n')
      .map((line) => /^([^:]+): ?(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => !!match)
      .map(([, label, value]) => [label!, value!]),
  );
  return { lines, message: mail.message.slice(at + heading.length) };
}

export const headerLines = (mail: CapturedMail): string[] =>
  (Array.isArray(mail.headers) ? mail.headers : mail.headers.split('\n')).map((line) => line.trim());
