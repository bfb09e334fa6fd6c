import { expect, test } from '@playwright/test';

import { signedHeaders, signWebhook } from '../../lib/companion/contract';

import { webhookBody } from '../support/webhook';

import { changedPages, inHtml, page, regeneratedPages } from './support/site';
import { harness } from './support/state';
import {
  nowSeconds,
  postsOf,
  quiet,
  setWebhookTarget,
  siteReadsSince,
  siteWebhook,
  updatePost,
} from './support/wordpress';

const PHARMACY = 12;
const PATH = '/es/farmacia-paris';

async function deliver(body: string, headers: Record<string, string>) {
  const response = await fetch(siteWebhook(), { method: 'POST', headers, body });
  return { status: response.status, json: (await response.json()) as { status?: string } };
}

// (4) Deliveries the site must refuse change nothing: WordPress holds a new title the page does not show,
// and a refused webhook neither reads WordPress nor regenerates the page; nor does a replayed one.
test('a wrong signature, an old timestamp, a malformed body or a replay changes nothing', async () => {
  const { REVALIDATE_SECRET: secret } = harness();
  const [post] = await postsOf(PHARMACY);
  expect(post).toBeTruthy();
  const shown = post!.title;
  expect((await page(PATH)).html).toContain(inHtml(shown));
  // That request may have started an interval regeneration: let it finish before WordPress changes.
  await quiet();

  // The editor's save sends nothing this time: only the forged deliveries below reach the site.
  setWebhookTarget('');
  const title = `${shown} · sin publicar ${Date.now() % 100_000}`;
  try {
    await updatePost(post!.id, { title });
  } finally {
    setWebhookTarget(siteWebhook());
  }
  await quiet();
  const since = nowSeconds();
  const before = regeneratedPages();

  const body = webhookBody({ id: post!.id, categories: [PHARMACY] });
  const wrongKey = await deliver(body, signedHeaders(`${secret}-not-it`, body));
  expect(wrongKey).toEqual({ status: 401, json: expect.objectContaining({ status: 'signature_invalid' }) });

  const old = String(Math.floor(Date.now() / 1000) - 600);
  const stale = await deliver(body, {
    'content-type': 'application/json',
    'x-plaza-timestamp': old,
    'x-plaza-signature': signWebhook(secret, old, body),
  });
  expect(stale).toEqual({ status: 401, json: expect.objectContaining({ status: 'timestamp_expired' }) });

  const malformed = JSON.stringify({
    version: 2,
    deliveryId: 'not-an-id',
    event: 'saved',
    post: { id: post!.id, categories: [PHARMACY] },
    sentAt: 'yesterday',
  });
  expect(await deliver(malformed, signedHeaders(secret, malformed))).toEqual({
    status: 400,
    json: expect.objectContaining({ status: 'invalid_payload' }),
  });

  const tampered = body.replace(`[${PHARMACY}]`, '[25]');
  expect((await deliver(tampered, signedHeaders(secret, body))).status).toBe(401);

  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(siteReadsSince(since)).toEqual({ categories: [], media: [] });
  expect(changedPages(before, regeneratedPages())).toEqual([]);
  const after = (await page(PATH)).html;
  expect(after).toContain(inHtml(shown));
  expect(after).not.toContain(inHtml(title));

  // The same delivery, signed right, is taken: the refusals above were about the signature and body alone.
  const signed = signedHeaders(secret, body);
  const accepted = await deliver(body, signed);
  expect(accepted).toEqual({
    status: 200,
    json: expect.objectContaining({ ok: true, revalidated: [`wp:category:${PHARMACY}`] }),
  });

  // Sent again byte for byte (a replay inside the five minutes): "already done", and no work at all.
  await quiet();
  const replayedAt = nowSeconds();
  const beforeReplay = regeneratedPages();
  expect(await deliver(body, signed)).toEqual({
    status: 200,
    json: expect.objectContaining({ ok: true, status: 'already_done' }),
  });
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(siteReadsSince(replayedAt)).toEqual({ categories: [], media: [] });
  expect(changedPages(beforeReplay, regeneratedPages())).toEqual([]);
});
