import { readFileSync } from 'node:fs';
import path from 'node:path';

import { memoryClaims } from '@/lib/claims';
import { log } from '@/lib/observability/log';
import { handleWebhook } from '@/lib/revalidate/handle';
import { tagsForChange } from '@/lib/revalidate/targets';

import {
  parseDelivery,
  REPUBLISH_EVENT,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhook,
  WEBHOOK_EVENTS,
  webhookSchema,
} from './contract';

/**
 * The WordPress plugin's side of the contract: wordpress/plaza-revalidate/tests/run.php writes signed
 * sample deliveries built from replayed WordPress hooks, and fails when they differ from this committed
 * file. Here the site's own schema and signature check must accept every one of them.
 */
type Sample = { name: string; secret: string; timestamp: string; signature: string; body: string };

const samples = JSON.parse(
  readFileSync(path.join(__dirname, '../../wordpress/plaza-revalidate/tests/payloads.json'), 'utf8'),
) as Sample[];

it('has a sample of every event', () => {
  const events = new Set(samples.map((sample) => (JSON.parse(sample.body) as { event: string }).event));
  expect([...events].sort()).toEqual([...WEBHOOK_EVENTS, REPUBLISH_EVENT].sort());
});

describe.each(samples.map((sample) => [sample.name, sample] as const))('%s', (_name, sample) => {
  it('is a valid payload', () => {
    expect(() => parseDelivery(JSON.parse(sample.body))).not.toThrow();
  });

  it('carries a signature the site accepts', () => {
    const headers = { timestamp: sample.timestamp, signature: sample.signature };
    expect(verifyWebhook(sample.secret, headers, sample.body, Number(sample.timestamp) * 1000)).toBe('ok');
    expect(verifyWebhook(`${sample.secret}x`, headers, sample.body, Number(sample.timestamp) * 1000)).toBe(
      'mismatch',
    );
  });
});

it('a post moved from 16 to 17 refreshes both categories', () => {
  const moved = samples.find((sample) => sample.name.includes('moved from 16 to 17'));
  const payload = webhookSchema.validateSync(JSON.parse(moved!.body));
  expect(tagsForChange(payload.post)).toEqual(['wp:category:16', 'wp:category:17']);
});

it('an image of the gallery refreshes the gallery', () => {
  const gallery = samples.find((sample) => sample.name.includes('gallery image'));
  expect(tagsForChange(webhookSchema.validateSync(JSON.parse(gallery!.body)).post)).toEqual(['wp:media:163']);
});

it('"republish the whole site" is taken as such, once', async () => {
  const sample = samples.find((candidate) => candidate.name.startsWith('republish_all'))!;
  const report = { pages: 27, regenerated: 27, seconds: 5.1, late: [] };
  let runs = 0;
  jest.spyOn(log, 'info').mockImplementation(() => undefined);
  const options = {
    secret: sample.secret,
    revalidator: { expire: () => undefined, warm: () => undefined },
    deliveries: memoryClaims({ now: () => Number(sample.timestamp) * 1000 }),
    republish: async () => (runs++, report),
    now: Number(sample.timestamp) * 1000,
  };
  const deliver = () =>
    handleWebhook(
      new Request('http://127.0.0.1/api/revalidate', {
        method: 'POST',
        headers: { [TIMESTAMP_HEADER]: sample.timestamp, [SIGNATURE_HEADER]: sample.signature },
        body: sample.body,
      }),
      options,
    ).then((response) => response.json());
  expect(await deliver()).toEqual({ ok: true, status: 'republished', ...report });
  expect(await deliver()).toMatchObject({ status: 'already_done' });
  expect(runs).toBe(1);
  jest.restoreAllMocks();
});

it("the plugin's WP-Cron retry carries the first attempt's delivery id: the site acts once", async () => {
  const first = samples.find((sample) => sample.name === 'saved: title edited')!;
  const retry = samples.find((sample) => sample.name.startsWith('retry: saved: title edited'))!;
  const id = (sample: Sample) => (JSON.parse(sample.body) as { deliveryId: string }).deliveryId;
  expect(id(retry)).toBe(id(first));
  expect(Number(retry.timestamp)).toBeGreaterThan(Number(first.timestamp));
  // Every other sample is a change of its own.
  expect(new Set(samples.map(id)).size).toBe(samples.length - 1);

  jest.spyOn(log, 'info').mockImplementation(() => undefined);
  const expired: string[][] = [];
  const options = {
    secret: first.secret,
    revalidator: { expire: (tags: string[]) => void expired.push(tags), warm: () => undefined },
    deliveries: memoryClaims({ now: () => Number(first.timestamp) * 1000 }),
    republish: async () => 'busy' as const,
  };
  const deliver = (sample: Sample) =>
    handleWebhook(
      new Request('http://127.0.0.1/api/revalidate', {
        method: 'POST',
        headers: { [TIMESTAMP_HEADER]: sample.timestamp, [SIGNATURE_HEADER]: sample.signature },
        body: sample.body,
      }),
      { ...options, now: Number(sample.timestamp) * 1000 },
    ).then((response) => response.json());
  expect(await deliver(first)).toMatchObject({ ok: true, revalidated: ['wp:category:17'] });
  expect(await deliver(retry)).toMatchObject({ ok: true, status: 'already_done' });
  expect(expired).toEqual([['wp:category:17']]);
  jest.restoreAllMocks();
});
