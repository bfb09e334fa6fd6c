import { DEFAULT_SETTINGS } from '@/lib/site';
import { FORM_ID, startFakeCf7 } from '@/test/contact-helpers';
import { startTestServer } from '@/test/http-server';

import { parseContactConfig } from './config';
import { checkContactForm, compareSchema, placeholderProblems } from './setup-check';

let fake: Awaited<ReturnType<typeof startFakeCf7>>;
beforeAll(async () => {
  fake = await startFakeCf7();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const site = { wordpressUrl: null, siteUrl: 'https://plaza.example' };
const check = (env: Record<string, string>) =>
  checkContactForm(
    parseContactConfig({ CF7_BASE_URL: fake.url, CF7_FORM_ID: String(FORM_ID), ...env }, site),
  );
const problems = async (env: Record<string, string> = {}) =>
  (await check(env)).map((p) => `${p.subject}: ${p.problem}`);

describe('checking the Contact Form 7 form (check:contact and startup)', () => {
  it('finds nothing wrong with the plaza’s form', async () => {
    expect(await problems()).toEqual([]);
  });

  it('names a wrong form id', async () => {
    expect(await problems({ CF7_FORM_ID: String(FORM_ID + 1) })).toEqual([
      expect.stringMatching(/there is no Contact Form 7 form 78: check CF7_FORM_ID/),
    ]);
  });

  it('names a message limit of 2,000 (CF7’s default form) by field, with both limits', async () => {
    fake.setLimits({ 'your-message': 2000 });
    expect(await problems()).toEqual([
      expect.stringMatching(
        /your-message: your-message allows 2000 characters in CF7 but 5000 on the site: set maxlength:5000/,
      ),
    ]);
  });

  it('names a base URL that redirects, and where to', async () => {
    const redirecting = await startTestServer((_req, res) => {
      res.writeHead(301, { location: `${fake.url}/` });
      res.end();
    });
    try {
      expect(await problems({ CF7_BASE_URL: redirecting.url })).toEqual([
        expect.stringMatching(new RegExp(`CF7_BASE_URL redirects \\(301 to ${fake.url}/\\)`)),
      ]);
    } finally {
      await redirecting.close();
    }
  });

  it('names a WordPress without the plugin, and one that cannot be reached', async () => {
    const noPlugin = await startTestServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"code":"rest_no_route"}');
    });
    try {
      expect(await problems({ CF7_BASE_URL: noPlugin.url })).toEqual([
        expect.stringMatching(/no Contact Form 7 REST route: is the plugin active\?/),
      ]);
    } finally {
      await noPlugin.close();
    }
    expect(await problems({ CF7_BASE_URL: 'http://127.0.0.1:9' })).toEqual([
      expect.stringMatching(/cannot be reached/),
    ]);
  });

  it('reads nested rules and names missing fields and fields the site does not send', () => {
    const schema = {
      rules: [
        { rule: 'all', rules: [{ rule: 'maxlength', field: 'your-name', threshold: 200 }] },
        { rule: 'maxlength', field: 'your-email', threshold: 254 },
        { rule: 'maxlength', field: 'your-subject', threshold: 400 },
        { rule: 'required', field: 'your-consent' },
      ],
    };
    expect(compareSchema(schema).map((p) => p.subject)).toEqual([
      'your-subject',
      'your-message',
      'your-consent',
    ]);
  });
});

describe('placeholders', () => {
  it('names the bundled phones and e-mail, and nothing once real ones are set', () => {
    expect(placeholderProblems(DEFAULT_SETTINGS, DEFAULT_SETTINGS).map((p) => p.subject)).toEqual([
      'phone 1',
      'phone 2',
      'e-mail',
    ]);
    const real = {
      ...DEFAULT_SETTINGS,
      phones: [
        { label: 'Recepción', display: '686 123 4567', tel: '+526861234567' },
        { label: 'Facturación', display: '686 123 4568', tel: '+526861234568' },
      ] as typeof DEFAULT_SETTINGS.phones,
      email: 'contacto@plazaparis.mx',
    };
    expect(placeholderProblems(real, DEFAULT_SETTINGS)).toEqual([]);
  });
});

describe('at server start', () => {
  it('logs each problem (never fatal) and how many messages wait', async () => {
    const { startContact } = await import('./background');
    const { closeContactQueue } = await import('./pipeline');
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const queuePath = `${mkdtempSync(`${tmpdir()}/contact-start-`)}/queue.sqlite`;
    const config = parseContactConfig(
      { CF7_BASE_URL: fake.url, CF7_FORM_ID: String(FORM_ID + 1), CONTACT_QUEUE_PATH: queuePath },
      site,
    );
    const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    try {
      await startContact(config, logger);
    } finally {
      await closeContactQueue();
    }
    expect(exit).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith({
      event: 'contact.problem',
      part: expect.any(String),
      detail: expect.stringMatching(/^CF7 form 78 at .*there is no Contact Form 7 form 78/),
    });
    expect(logger.warn).toHaveBeenCalledWith({
      event: 'contact.problem',
      part: 'phone 1',
      detail: expect.stringMatching(/^phone 1: .* is a placeholder/),
    });
  });
});
