import { rmSync, writeFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { siteServer } from './support/site';
import { harness } from './support/state';
import { cli, logIn, rest, runWpCron } from './support/wordpress';

/**
 * Tools → Site Health in wp-admin (docs/editors.md, "Editors: Site Health"): the companion plugin's four
 * tests, all good when everything is right, for an English and a Spanish (es_MX) administrator; then, one
 * fault at a time, what a Spanish administrator reads: a wrong secret, the site stopped, the contact form
 * deleted, the WP-Cron runner stopped (an event ten minutes overdue, as ten minutes without the runner leave).
 */
// A Site Health page runs WordPress's own checks too: 30-60 s each on a loaded two-core machine.
test.describe.configure({ timeout: 600_000 });

const PASSWORD = `plaza-e2e-${Date.now()}-health`;
const TESTS = ['plaza_site', 'plaza_contact_form', 'plaza_preview', 'plaza_wp_cron'] as const;
type Result = { status: string; label: string };

test.beforeAll(async () => {
  const users = (await rest('GET', 'users?context=edit&per_page=100')) as { slug: string }[];
  for (const locale of ['en_US', 'es_MX'] as const) {
    const username = login(locale);
    if (!users.some((user) => user.slug === username))
      await rest('POST', 'users', {
        username,
        email: `${username}@plaza.example`,
        password: PASSWORD,
        roles: ['administrator'],
      });
    cli('user-locale', username, locale);
  }
  // The runner ticks every minute on a real host: nothing is overdue to begin with.
  runWpCron();
});

const login = (locale: 'en_US' | 'es_MX') => `health-${locale.toLowerCase().replace('_', '-')}`;

async function logInAs(page: Page, locale: 'en_US' | 'es_MX'): Promise<void> {
  await page.context().clearCookies();
  await logIn(page, login(locale), PASSWORD);
}

/** Opens Site Health's status tab and waits for every test, async ones included. */
async function siteHealth(page: Page): Promise<Record<(typeof TESTS)[number], Result>> {
  const { WP_URL } = harness();
  await page.goto(`${WP_URL}/wp-admin/site-health.php`);
  await expect(page.locator('.site-health-progress-wrapper')).not.toHaveClass(/loading/, { timeout: 60_000 });
  for (const id of TESTS)
    await expect(page.locator(`[aria-controls="health-check-accordion-block-${id}"]`)).toHaveCount(1);
  return page.evaluate((ids) => {
    const found: Record<string, { status: string; label: string }> = {};
    for (const id of ids) {
      const button = document.querySelector(`[aria-controls="health-check-accordion-block-${id}"]`)!;
      const list = button.closest('[id^="health-check-site-status-"]')!;
      found[id] = {
        status: list.id.replace('health-check-site-status-', ''),
        label: button.querySelector('.title')?.textContent?.trim() ?? '',
      };
    }
    return found as Record<(typeof ids)[number], { status: string; label: string }>;
  }, TESTS);
}

test('with everything right, every plaza test is good, in English and in Spanish', async ({ page }) => {
  await logInAs(page, 'en_US');
  const english = await siteHealth(page);
  expect(english).toEqual({
    plaza_site: { status: 'good', label: "The site answers and accepts this WordPress's signature" },
    plaza_contact_form: { status: 'good', label: "The plaza's contact form matches the site" },
    plaza_preview: { status: 'good', label: 'Preview opens drafts on the site' },
    plaza_wp_cron: { status: 'good', label: 'WP-Cron runs on time' },
  });
  await logInAs(page, 'es_MX');
  const spanish = await siteHealth(page);
  expect(spanish).toEqual({
    plaza_site: { status: 'good', label: 'El sitio responde y acepta la firma de este WordPress' },
    plaza_contact_form: {
      status: 'good',
      label: 'El formulario de contacto de la plaza coincide con el sitio',
    },
    plaza_preview: { status: 'good', label: 'La vista previa abre los borradores en el sitio' },
    plaza_wp_cron: { status: 'good', label: 'WP-Cron se ejecuta a tiempo' },
  });
});

test('a wrong secret, a stopped site, a deleted form, a stopped runner: each is named, in Spanish', async ({
  page,
}) => {
  const { SECRET_FILE } = harness();
  await logInAs(page, 'es_MX');
  const spanish = () => siteHealth(page);

  writeFileSync(SECRET_FILE, 'f'.repeat(64));
  try {
    const wrong = await spanish();
    expect(wrong.plaza_site).toEqual({
      status: 'critical',
      label: 'El sitio rechaza la firma de este WordPress',
    });
    expect(wrong.plaza_preview.status).toBe('recommended');
    expect(wrong.plaza_wp_cron.status).toBe('good');
  } finally {
    rmSync(SECRET_FILE, { force: true });
  }

  siteServer('stop');
  try {
    const stopped = await spanish();
    expect(stopped.plaza_site).toEqual({ status: 'critical', label: 'El sitio no responde' });
    expect(stopped.plaza_contact_form.status).toBe('recommended');
  } finally {
    siteServer('start');
  }

  const form = cli('contact-form-delete').trim();
  try {
    const deleted = await spanish();
    expect(deleted.plaza_contact_form).toEqual({
      status: 'critical',
      label: 'Falta el formulario de contacto de la plaza',
    });
    expect(deleted.plaza_site.status).toBe('good');
  } finally {
    cli('contact-form-restore', form);
  }

  cli('cron-overdue', '600');
  const late = await spanish();
  expect(late.plaza_wp_cron).toEqual({
    status: 'critical',
    label: 'WP-Cron va retrasado: hay entradas programadas esperando',
  });
  await page.getByRole('button', { name: /WP-Cron va retrasado/ }).click();
  await expect(page.locator('#health-check-accordion-block-plaza_wp_cron')).toContainText(
    'systemctl enable --now plaza-wp-cron.timer',
  );

  // The runner back: the overdue event runs, and every test is good again.
  runWpCron();
  const fixed = await spanish();
  expect(Object.values(fixed).map((result) => result.status)).toEqual(['good', 'good', 'good', 'good']);
});
