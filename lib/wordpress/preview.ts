import 'server-only';

import { cache } from 'react';
import * as yup from 'yup';

import { serverEnv } from '@/lib/env';

import { fetchAll, readCategory, readJson, readMedia, type WordPressSource } from './client';
import { WordPressError } from './errors';
import { reshapePost } from './reshape';
import { wordpressSource, warn } from './source';
import type { MediaItem, StoredPost } from './types';

// Preview reads: uncached, as the preview user, with the draft in place; a draft is untrusted HTML too, so it
// takes the same validation and reshaping as published content.

export type PreviewTarget = { post: number; user: number };

export type Previewed = {
  post: StoredPost;
  status: string;
  /** Whether the user's newer autosave replaced the saved title and content. */
  autosaved: boolean;
};

export type PreviewReader = {
  previewed(): Promise<Previewed | null>;
  category(id: number): Promise<StoredPost[]>;
  gallery(parent: number): Promise<MediaItem[]>;
  /** Set once a read failed and an older answer (or nothing) stood in for it: the bar says so. */
  readonly health: { wordpressDown: boolean };
};

/** Each read's last answer, shown while WordPress stops answering mid-preview; process memory only. */
const LAST_GOOD_MAX = 200;
const lastGood = new Map<string, unknown>();
function remember(key: string, value: unknown): void {
  lastGood.delete(key);
  lastGood.set(key, value);
  if (lastGood.size > LAST_GOOD_MAX) lastGood.delete(lastGood.keys().next().value as string);
}

const rendered = yup.object({ rendered: yup.string().defined() }).optional().default(undefined);
const autosaveSchema = yup.object({
  author: yup.number().integer().required(),
  modified: yup.string().optional(),
  modified_gmt: yup.string().optional(),
  title: rendered,
  content: rendered,
  excerpt: rendered,
});
type Autosave = yup.InferType<typeof autosaveSchema>;

const stamp = (item: { modified?: unknown; modified_gmt?: unknown }) =>
  String(item.modified_gmt ?? item.modified ?? '');

/** The post as the user last left it: their autosave wins when newer, as in WordPress's own preview. */
export function withAutosave(
  raw: Record<string, unknown>,
  autosaves: unknown[],
  user: number,
): { raw: Record<string, unknown>; autosaved: boolean } {
  const mine = autosaves
    .flatMap((item): Autosave[] => {
      try {
        return [autosaveSchema.validateSync(item, { strict: true })];
      } catch {
        return [];
      }
    })
    .filter((autosave) => autosave.author === user)
    .sort((a, b) => stamp(b).localeCompare(stamp(a)))[0];
  if (!mine || stamp(mine) <= stamp(raw)) return { raw, autosaved: false };
  const { title, content, excerpt } = mine;
  return {
    raw: { ...raw, ...(title && { title }), ...(content && { content }), ...(excerpt && { excerpt }) },
    autosaved: true,
  };
}

/** A category's posts with the draft placed by date, in place of its published version, or taken out. */
export function placeDraft<T extends { id: number; date: string; categories: number[] }>(
  posts: T[],
  draft: T | null,
  category: number,
): T[] {
  if (!draft) return posts;
  const others = posts.filter((post) => post.id !== draft.id);
  if (!draft.categories.includes(category)) return others;
  const at = others.findIndex((post) => post.date < draft.date);
  return at < 0 ? [...others, draft] : [...others.slice(0, at), draft, ...others.slice(at)];
}

async function readPreviewed(source: WordPressSource, target: PreviewTarget): Promise<Previewed | null> {
  const { uploadsUrl } = serverEnv();
  const [items, autosaves] = await Promise.all([
    fetchAll(source, { kind: 'post', id: target.post }),
    fetchAll(source, { kind: 'autosaves', id: target.post }),
  ]);
  const raw = items.find(
    (item): item is Record<string, unknown> =>
      !!item && typeof item === 'object' && (item as { id?: unknown }).id === target.post,
  );
  if (!raw) return null;
  const merged = withAutosave(raw, autosaves, target.user);
  const shaped = reshapePost(merged.raw, { uploadsUrl, warn, origin: `preview of post ${target.post}` });
  if (!('value' in shaped)) {
    warn(`preview: ${shaped.skipped}`);
    return null;
  }
  return {
    post: shaped.value,
    status: typeof raw.status === 'string' ? raw.status : 'draft',
    autosaved: merged.autosaved,
  };
}

function createReader(target: PreviewTarget | null, authorization: string | undefined): PreviewReader {
  const source = wordpressSource(authorization);
  const { uploadsUrl } = serverEnv();
  const health = { wordpressDown: false };
  const memo = new Map<string, Promise<unknown>>();
  // Each read once per render; a failure falls back to the last good answer and marks the render.
  const once = <T>(key: string, read: () => Promise<T>, fallback: T): Promise<T> => {
    let pending = memo.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = read().then(
        (value) => (remember(key, value), value),
        (error: unknown) => {
          if (!(error instanceof WordPressError)) throw error;
          warn(`preview: ${error.message}; showing the last answer this server had`);
          health.wordpressDown = true;
          return lastGood.has(key) ? (lastGood.get(key) as T) : fallback;
        },
      );
      memo.set(key, pending);
    }
    return pending;
  };
  const previewed = () =>
    target
      ? once(`post:${target.post}:user:${target.user}`, () => readPreviewed(source, target), null)
      : Promise.resolve(null);
  return {
    health,
    previewed,
    async category(id) {
      const [posts, draft] = await Promise.all([
        once(`category:${id}`, () => readCategory(source, id, { uploadsUrl, warn }), [] as StoredPost[]),
        previewed(),
      ]);
      return placeDraft(posts, draft?.post ?? null, id);
    },
    gallery: (parent) =>
      once(`media:${parent}`, () => readMedia(source, parent, { uploadsUrl, warn }), [] as MediaItem[]),
  };
}

/** One reader per render and preview (React's per-request cache): a page's sections share its reads. */
export const previewReader = cache(
  (post: number, user: number, authorization: string | undefined): PreviewReader =>
    createReader(post > 0 ? { post, user } : null, authorization),
);

const accessSchema = yup.object({
  canEdit: yup.boolean().strict().required(),
  categories: yup.array(yup.number().strict().integer().positive().required()).strict().required(),
});

/** Asked though the link is signed, since rights can change while it lives; a missing post: canEdit false. */
export async function previewAccess(
  authorization: string,
  target: PreviewTarget,
): Promise<{ canEdit: boolean; categories: number[] }> {
  const env = serverEnv();
  if (!env.wordpressUrl) throw new Error('previewAccess needs WORDPRESS_URL');
  const reply = await readJson(
    {
      baseUrl: env.wordpressUrl,
      timeoutMs: env.wordpressTimeoutMs,
      retries: env.wordpressRetries,
      authorization,
    },
    `/wp-json/plaza/v1/preview-access?post=${target.post}&user=${target.user}`,
  );
  try {
    return accessSchema.validateSync(reply, { strict: true, stripUnknown: true });
  } catch (error) {
    throw new WordPressError(`preview-access answered an unexpected shape (${String(error)})`, {
      url: `${env.wordpressUrl}/wp-json/plaza/v1/preview-access`,
    });
  }
}

/** A published post's categories, read as a visitor; null for a draft or when WordPress cannot answer. */
export async function publishedCategories(post: number): Promise<number[] | null> {
  const env = serverEnv();
  if (!env.wordpressUrl) return null;
  try {
    const reply = await readJson(
      { baseUrl: env.wordpressUrl, timeoutMs: env.wordpressTimeoutMs, retries: 0 },
      `/wp-json/wp/v2/posts/${post}?_fields=id,categories`,
    );
    return accessSchema.pick(['categories']).validateSync(reply, { strict: true, stripUnknown: true })
      .categories;
  } catch (error) {
    if (error instanceof WordPressError || error instanceof yup.ValidationError) return null;
    throw error;
  }
}

const accountSchema = yup.object({
  capabilities: yup.object().required(),
});

/** For the Site Health ping: `users/me` knows it and it has `edit_others_posts`; one attempt, no retries. */
export async function previewAccount(
  authorization: string | null,
): Promise<'ok' | 'not_configured' | 'rejected' | 'not_editor' | 'unreachable'> {
  const env = serverEnv();
  if (!authorization || !env.wordpressUrl) return 'not_configured';
  try {
    const reply = await readJson(
      { baseUrl: env.wordpressUrl, timeoutMs: env.wordpressTimeoutMs, retries: 0, authorization },
      '/wp-json/wp/v2/users/me?context=edit&_fields=capabilities',
    );
    const { capabilities } = accountSchema.validateSync(reply);
    return (capabilities as Record<string, unknown>).edit_others_posts === true ? 'ok' : 'not_editor';
  } catch (error) {
    if (error instanceof WordPressError && (error.status === 401 || error.status === 403)) return 'rejected';
    if (error instanceof WordPressError || error instanceof yup.ValidationError) return 'unreachable';
    throw error;
  }
}
