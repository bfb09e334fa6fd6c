import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The state file e2e/wordpress/up.sh and run.sh write (KEY='value' lines): where this run's WordPress
 * and site live. Read afresh on each call: stopping and starting WordPress changes its pids.
 */
export type HarnessState = {
  WP_DIR: string;
  WP_ROOT: string;
  WP_URL: string;
  SITE_URL: string;
  REVALIDATE_SECRET: string;
  REQUEST_LOG: string;
  WEBHOOK_URL_FILE: string;
  SLOW_FILE: string;
  DEPLOY_URL_FILE: string;
  APP_USER: string;
  APP_PASSWORD: string;
  SITE_LOG: string;
};

const KEYS: (keyof HarnessState)[] = [
  'WP_DIR',
  'WP_ROOT',
  'WP_URL',
  'SITE_URL',
  'REVALIDATE_SECRET',
  'REQUEST_LOG',
  'WEBHOOK_URL_FILE',
  'SLOW_FILE',
  'DEPLOY_URL_FILE',
  'APP_USER',
  'APP_PASSWORD',
  'SITE_LOG',
];

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
  const values = new Map([...text.matchAll(/^([A-Z_]+)='(.*)'$/gm)].map((match) => [match[1], match[2]]));
  const missing = KEYS.filter((key) => !values.get(key));
  if (missing.length) throw new Error(`${STATE_FILE} lacks ${missing.join(', ')}`);
  return Object.fromEntries(KEYS.map((key) => [key, values.get(key)])) as HarnessState;
}
