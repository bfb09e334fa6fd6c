import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The state file e2e/wordpress/up.sh and run.sh write (KEY='value' lines): where this run's WordPress
 * and site live, its users and ports. Read afresh on each call: stopping and starting WordPress changes
 * its pids.
 */
const KEYS = [
  /** The throw-away folder of this run (logs, MariaDB, the mails) and WordPress's document root in it. */
  'WP_DIR',
  'WP_ROOT',
  /** The version the suite runs on (`6.8`, `7.1`) and the exact release (`6.8.12`). */
  'WP_VERSION',
  'WP_RELEASE',
  'WP_URL',
  'SITE_URL',
  /** Varnish with the shipped VCL in front of the site (run.sh), and its working folder. */
  'VARNISH_URL',
  'VARNISH_DIR',
  'REVALIDATE_SECRET',
  'REQUEST_LOG',
  'WEBHOOK_URL_FILE',
  'SLOW_FILE',
  /** What Contact Form 7's feedback route is made to do (php/router.php; empty: nothing). */
  'CONTACT_FAULT_FILE',
  'DEPLOY_URL_FILE',
  /** Where WordPress's Preview and View links point (PLAZA_SITE_URL, read from this file). */
  'SITE_URL_FILE',
  /** A secret that replaces PLAZA_REVALIDATE_SECRET while the file exists (a fault for Site Health). */
  'SECRET_FILE',
  /** The administrator and an Editor, each with an application password for REST (Basic auth). */
  'APP_USER',
  'APP_PASSWORD',
  'EDITOR_USER',
  'EDITOR_PASSWORD',
  /** The plaza's Contact Form 7 form (made by the companion plugin; the site's CF7_FORM_ID). */
  'CF7_FORM_ID',
  /** Every mail WordPress sent, one JSON line each (mu-plugins/plaza-e2e-mail.php). */
  'MAIL_LOG',
  'SITE_LOG',
  /** Ports for the tests' own servers (lib.sh derives them from WP_E2E_PORT_BASE). */
  'SLOW_PORT',
  'DEPLOY_HOOK_PORT',
  /** Further `next start` instances of the build with other contact settings (the contact specs). */
  'CONTACT_PORT',
  'CLOSED_PORT',
  'MAP_SITE_PORT',
  'REDIS_PORT',
] as const;

export type HarnessState = Record<(typeof KEYS)[number], string>;

export const STATE_FILE = process.env.WP_E2E_STATE ?? path.join(process.cwd(), 'var/wordpress-e2e/state.env');

export function harness(): HarnessState {
  let text: string;
  try {
    text = readFileSync(STATE_FILE, 'utf8');
  } catch {
    throw new Error(
      `No WordPress harness state at ${STATE_FILE}: run \`npm run test:wordpress\`, not Playwright alone`,
    );
  }
  const values = new Map(
    [...text.matchAll(/^([A-Z][A-Z0-9_]*)='(.*)'$/gm)].map((match) => [match[1], match[2]]),
  );
  const missing = KEYS.filter((key) => !values.get(key));
  if (missing.length) throw new Error(`${STATE_FILE} lacks ${missing.join(', ')}`);
  return Object.fromEntries(KEYS.map((key) => [key, values.get(key)])) as HarnessState;
}
