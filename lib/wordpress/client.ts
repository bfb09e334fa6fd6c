import pRetry, { AbortError } from 'p-retry';
import { Agent, interceptors, request } from 'undici';

import { WordPressError } from './errors';
import { reshapeAll, reshapeMedia, reshapePost, type ReshapeContext, type Reshaped } from './reshape';
import type { MediaItem, StoredPost } from './types';

/** A category's posts or a post's media; in a preview also one post, whatever its status, and autosaves. */
export type Resource =
  | { kind: 'posts'; category: number }
  | { kind: 'media'; parent: number }
  | { kind: 'post'; id: number }
  | { kind: 'autosaves'; id: number };
export type PublishedResource = Extract<Resource, { kind: 'posts' | 'media' }>;

export type PageResult =
  | { status: 'ok'; items: unknown[]; totalPages: number }
  /** 404, or a page past the end (`rest_post_invalid_page_number`): an empty result, not an outage. */
  | { status: 'empty' };

export interface WordPressSource {
  fetchPage(resource: Resource, page: number): Promise<PageResult>;
  location(resource: Resource): string;
}

export const PER_PAGE = 100;
/** 100 pages of 100 posts: far beyond this site; past it a misconfigured query is more likely. */
const MAX_PAGES = 100;
/** A reply larger than this is cut off: a runaway or hostile server must not exhaust memory. */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

const QUERIES: { [K in Resource['kind']]: (resource: Extract<Resource, { kind: K }>) => string } = {
  posts: ({ category }) => `posts?categories=${category}&_embed=1`,
  media: ({ parent }) => `media?parent=${parent}&media_type=image`,
  // status=any: drafts, pending and scheduled posts too (never trash), which only an editor may read.
  post: ({ id }) => `posts?include=${id}&status=any&_embed=1`,
  autosaves: ({ id }) => `posts/${id}/autosaves?context=view`,
};

export function resourcePath(resource: Resource, page: number): string {
  const query = (QUERIES[resource.kind] as (resource: Resource) => string)(resource);
  return `/wp-json/wp/v2/${query}&per_page=${PER_PAGE}&page=${page}&orderby=date&order=desc`;
}

const categoryOf = (resource: Resource) => (resource.kind === 'posts' ? resource.category : null);

export type RestOptions = {
  baseUrl: string;
  timeoutMs: number;
  retries: number;
  minBackoffMs?: number;
  /** `Authorization` (the preview user's application password); never part of a URL or a message. */
  authorization?: string;
  observe?: (outcome: string, seconds: number, error?: WordPressError) => void;
};

export function outcomeOf(error: unknown): string {
  if (!(error instanceof WordPressError)) return 'error';
  if (error.status !== null && error.status >= 500) return 'http_5xx';
  if (error.status !== null && error.status >= 300) return 'http_4xx';
  if (error.status !== null) return 'bad_reply';
  return /timeout|timed out|aborted/i.test(error.message) ? 'timeout' : 'network';
}

const agent = new Agent({ maxResponseSize: MAX_RESPONSE_BYTES, connect: { timeout: 10_000 } }).compose(
  interceptors.redirect({ maxRedirections: 3 }),
);

type JsonReply = {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  json: unknown;
  contentType: string;
};
type Fail = (reason: string, status: number | null, retryable: boolean, cause?: unknown) => WordPressError;

async function requestJson(url: string, options: RestOptions, fail: Fail): Promise<JsonReply> {
  let response;
  try {
    response = await request(url, {
      dispatcher: agent,
      headers: {
        accept: 'application/json',
        'user-agent': 'plaza-paris-site',
        ...(options.authorization ? { authorization: options.authorization } : {}),
      },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw fail(describeNetworkError(error), null, !isRedirectError(error), error);
  }
  const { statusCode, headers } = response;
  let text: string;
  try {
    text = await response.body.text();
  } catch (error) {
    throw fail(`reply cut off: ${describeNetworkError(error)}`, statusCode, !isSizeError(error), error);
  }
  const contentType = String(headers['content-type'] ?? '');
  return {
    statusCode,
    headers,
    contentType,
    json: contentType.includes('json') ? parseJson(text) : undefined,
  };
}

function checkReply({ statusCode, headers, contentType, json }: JsonReply, fail: Fail): void {
  if (statusCode >= 500) throw fail(`server error${retryAfter(headers)}`, statusCode, true);
  if (statusCode >= 300) throw fail(`unexpected status${errorCode(json)}`, statusCode, false);
  if (!contentType.includes('json')) {
    throw fail(
      `expected JSON, got ${contentType || 'no content type'} (a maintenance or error page?)`,
      statusCode,
      true,
    );
  }
  if (json === undefined) throw fail('malformed JSON', statusCode, true);
}

/** Reads WordPress's REST API with a timeout per attempt, retries with backoff on outages, none on 4xx. */
export function restSource(options: RestOptions): WordPressSource {
  const fetchOnce = async (resource: Resource, page: number): Promise<PageResult> => {
    const url = `${options.baseUrl}${resourcePath(resource, page)}`;
    const fail: Fail = (reason, status, retryable, cause) =>
      new WordPressError(reason, { url, status, category: categoryOf(resource), retryable, cause });
    const reply = await requestJson(url, options, fail);
    const { statusCode, headers, json } = reply;
    if (statusCode === 404) return { status: 'empty' };
    if (statusCode === 400 && isErrorCode(json, 'rest_post_invalid_page_number')) return { status: 'empty' };
    checkReply(reply, fail);
    if (!Array.isArray(json)) throw fail('expected a JSON array of items', statusCode, false);
    const totalPages = Number(headers['x-wp-totalpages'] ?? 1);
    return {
      status: 'ok',
      items: json,
      totalPages: Number.isInteger(totalPages) && totalPages > 0 ? totalPages : 1,
    };
  };

  return {
    location: (resource) => `${options.baseUrl}${resourcePath(resource, 1)}`,
    fetchPage: (resource, page) => withRetries(options, () => fetchOnce(resource, page)),
  };
}

function withRetries<T>(options: RestOptions, attempt: () => Promise<T>): Promise<T> {
  return pRetry(
    async () => {
      const began = performance.now();
      const seconds = () => (performance.now() - began) / 1000;
      try {
        const result = await attempt();
        options.observe?.('ok', seconds());
        return result;
      } catch (error) {
        options.observe?.(outcomeOf(error), seconds(), error instanceof WordPressError ? error : undefined);
        if (error instanceof WordPressError && !error.retryable) throw new AbortError(error);
        throw error;
      }
    },
    { retries: options.retries, minTimeout: options.minBackoffMs ?? 500, factor: 2, randomize: true },
  ).catch((error: unknown) => {
    // p-retry wraps the original in AbortError.
    const original =
      error instanceof Error && error.name === 'AbortError' ? (error as AbortError).originalError : error;
    throw original;
  });
}

export function readJson(options: RestOptions, path: string): Promise<unknown> {
  const url = `${options.baseUrl}${path}`;
  const fail: Fail = (reason, status, retryable, cause) =>
    new WordPressError(reason, { url, status, retryable, cause });
  return withRetries(options, async () => {
    const reply = await requestJson(url, options, fail);
    checkReply(reply, fail);
    return reply.json;
  });
}

export async function fetchAll(source: WordPressSource, resource: Resource): Promise<unknown[]> {
  const first = await source.fetchPage(resource, 1);
  if (first.status === 'empty') return [];
  const pages = Math.min(first.totalPages, MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, index) => source.fetchPage(resource, index + 2)),
  );
  return [first, ...rest].flatMap((page) => (page.status === 'ok' ? page.items : []));
}

export type ReadOptions = Pick<ReshapeContext, 'uploadsUrl' | 'warn'>;

/** Not one usable item is a broken WordPress: it fails like an outage, so the last good page stays. */
function someUsable<T>(
  items: unknown[],
  usable: T[],
  source: WordPressSource,
  resource: Resource,
  problems: string[],
): T[] {
  if (problems.length === 0 || usable.length > 0) return usable;
  throw new WordPressError(`none of the ${items.length} items is usable (first: ${problems[0]})`, {
    url: source.location(resource),
    category: categoryOf(resource),
  });
}

async function readResource<T>(
  source: WordPressSource,
  resource: Resource,
  reshape: (raw: unknown, ctx: ReshapeContext) => Reshaped<T>,
  options: ReadOptions & { origin: string },
): Promise<T[]> {
  const items = await fetchAll(source, resource);
  const problems: string[] = [];
  const warn = (message: string) => {
    problems.push(message.replace(/^skipped /, ''));
    options.warn(message);
  };
  return someUsable(items, reshapeAll(items, reshape, { ...options, warn }), source, resource, problems);
}

export function readCategory(
  source: WordPressSource,
  category: number,
  options: ReadOptions,
): Promise<StoredPost[]> {
  return readResource(source, { kind: 'posts', category }, reshapePost, {
    ...options,
    origin: `category ${category}`,
  });
}

export function readMedia(
  source: WordPressSource,
  parent: number,
  options: ReadOptions,
): Promise<MediaItem[]> {
  return readResource(source, { kind: 'media', parent }, reshapeMedia, {
    ...options,
    origin: `media of post ${parent}`,
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isErrorCode = (json: unknown, code: string) =>
  !!json && typeof json === 'object' && (json as { code?: unknown }).code === code;

const errorCode = (json: unknown) => {
  const code = json && typeof json === 'object' ? (json as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? ` (${code})` : '';
};

const retryAfter = (headers: Record<string, string | string[] | undefined>) =>
  headers['retry-after'] ? ` (Retry-After: ${String(headers['retry-after'])})` : '';

const errorCodeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : '';

const isSizeError = (error: unknown) => errorCodeOf(error) === 'UND_ERR_RES_EXCEEDED_MAX_SIZE';
const isRedirectError = (error: unknown) => /redirect/i.test(error instanceof Error ? error.message : '');

function describeNetworkError(error: unknown): string {
  if (isSizeError(error)) return `reply larger than ${MAX_RESPONSE_BYTES} bytes`;
  // AbortSignal.timeout() rejects with a DOMException named TimeoutError; undici's own timeouts have codes.
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
  if (name === 'TimeoutError' || /TIMEOUT/i.test(errorCodeOf(error))) {
    return 'timed out';
  }
  const code = errorCodeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  return code ? `${code}: ${message}` : message;
}
