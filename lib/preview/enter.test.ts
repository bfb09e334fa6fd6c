import { memoryClaims } from '@/lib/claims';
import { signPreviewToken, signToken } from '@/lib/companion/contract';
import { WordPressError } from '@/lib/wordpress/errors';

import { decideEntry, type EntryOptions } from './enter';

const SECRET = 'plaza-test-secret-0123456789abcdef';
const NOW = 1_790_000_000_000;
const token = (claims: Partial<{ post: number; user: number; exp: number }> = {}) =>
  signPreviewToken(SECRET, { post: 249, user: 2, exp: NOW / 1000 + 600, ...claims });

function options(overrides: Partial<EntryOptions> = {}) {
  const asked: Array<{ post: number; user: number }> = [];
  const opts: EntryOptions = {
    secret: SECRET,
    authorization: 'Basic cHJldmlldzpzZWNyZXQ=',
    access: async (_authorization, target) => {
      asked.push(target);
      return { canEdit: true, categories: [16] };
    },
    publishedCategories: async () => [12],
    claimLink: memoryClaims({ now: () => NOW }).claim,
    now: NOW,
    ...overrides,
  };
  return { opts, asked };
}

/** Options whose access question to WordPress fails with this error. */
const accessFails = (message: string, details: { status?: number; retryable: boolean }) =>
  options({
    access: async () => {
      throw new WordPressError(message, {
        url: 'http://wp.test/wp-json/plaza/v1/preview-access',
        ...details,
      });
    },
  }).opts;

it('opens the first page that shows the post once WordPress says the user may edit it', async () => {
  const { opts, asked } = options();
  expect(await decideEntry(token(), opts)).toEqual({
    enter: true,
    path: '/es/directorio',
    session: { post: 249, user: 2 },
  });
  expect(asked).toEqual([{ post: 249, user: 2 }]);
});

it('refuses a user who cannot edit the post (401), a forged, a malformed and an expired link, asking WordPress nothing', async () => {
  const { opts, asked } = options({ access: async () => ({ canEdit: false, categories: [16] }) });
  expect(await decideEntry(token(), opts)).toEqual({ enter: false, status: 401, reason: 'forbidden' });
  asked.length = 0;
  const { opts: trusting, asked: trustingAsked } = options();
  expect(
    await decideEntry(
      signPreviewToken(`${SECRET}x`, { post: 249, user: 2, exp: NOW / 1000 + 600 }),
      trusting,
    ),
  ).toEqual({
    enter: false,
    status: 401,
    reason: 'invalid',
  });
  expect(
    await decideEntry(
      signToken(SECRET, 'preview-session', { post: 249, user: 2, exp: NOW / 1000 + 600 }),
      trusting,
    ),
  ).toMatchObject({ reason: 'invalid' });
  expect(await decideEntry('', trusting)).toMatchObject({ status: 401, reason: 'invalid' });
  expect(await decideEntry(null, trusting)).toMatchObject({ status: 401, reason: 'invalid' });
  expect(await decideEntry(token({ exp: NOW / 1000 - 1 }), trusting)).toEqual({
    enter: false,
    status: 401,
    reason: 'expired',
    claims: { post: 249, user: 2, exp: NOW / 1000 - 1 },
  });
  expect(trustingAsked).toEqual([]);
});

it('is off (404) without REVALIDATE_SECRET', async () => {
  expect(await decideEntry(token(), options({ secret: null }).opts)).toEqual({
    enter: false,
    status: 404,
    reason: 'off',
  });
});

it('without a preview user, opens the published page of the post (the bar says preview is not set up)', async () => {
  const { opts, asked } = options({ authorization: null });
  expect(await decideEntry(token(), opts)).toMatchObject({ enter: true, path: '/es/farmacia-paris' });
  expect(asked).toEqual([]);
  const draft = options({ authorization: null, publishedCategories: async () => null }).opts;
  expect(await decideEntry(token(), draft)).toMatchObject({ enter: true, path: '/es' });
});

it('with WordPress not answering (network, timeout, 5xx), lets nobody in (503) and keeps the link unused for a retry', async () => {
  const claimed: string[] = [];
  const spy = async (id: string) => (claimed.push(id), true);
  for (const down of [
    accessFails('ECONNREFUSED', { retryable: true }),
    accessFails('unexpected status 503', { status: 503, retryable: true }),
  ]) {
    expect(await decideEntry(token(), { ...down, claimLink: spy })).toEqual({
      enter: false,
      status: 503,
      reason: 'unavailable',
    });
  }
  expect(claimed).toEqual([]);
});

it('opens a link once: its second use is refused (401), naming the post so WordPress can make a fresh one', async () => {
  const { opts } = options();
  const link = token();
  expect(await decideEntry(link, opts)).toMatchObject({ enter: true });
  expect(await decideEntry(link, opts)).toEqual({
    enter: false,
    status: 401,
    reason: 'used',
    claims: { post: 249, user: 2, exp: NOW / 1000 + 600 },
  });
  // Another link for the same post and user (made a second later) opens it again.
  expect(await decideEntry(token({ exp: NOW / 1000 + 601 }), opts)).toMatchObject({ enter: true });
  // A refused link is not spent: the user who could not edit may be given rights, then use it.
  const refused = options({ access: async () => ({ canEdit: false, categories: [] }) }).opts;
  const later = token({ exp: NOW / 1000 + 599 });
  expect(await decideEntry(later, { ...refused, claimLink: opts.claimLink })).toMatchObject({
    reason: 'forbidden',
  });
  expect(await decideEntry(later, opts)).toMatchObject({ enter: true });
});

it('a post in no plaza category opens the Spanish home', async () => {
  const { opts } = options({ access: async () => ({ canEdit: true, categories: [1] }) });
  expect(await decideEntry(token(), opts)).toMatchObject({ enter: true, path: '/es' });
});

it('refuses (401) when WordPress answers the access question with a refusal (no plugin route, a preview user without rights)', async () => {
  const refused = accessFails('unexpected status (rest_no_route)', { status: 404, retryable: false });
  expect(await decideEntry(token(), refused)).toEqual({ enter: false, status: 401, reason: 'forbidden' });
});
