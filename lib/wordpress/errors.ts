/**
 * WordPress could not answer usefully (network error, timeout, 5xx, a non-JSON or malformed reply).
 * Thrown, never swallowed: at build it stops the build with this message; during a revalidation Next.js
 * keeps serving the last good page.
 */
export class WordPressError extends Error {
  override readonly name = 'WordPressError';
  readonly url: string;
  readonly status: number | null;
  readonly category: number | null;
  readonly retryable: boolean;

  constructor(
    reason: string,
    details: {
      url: string;
      status?: number | null;
      category?: number | null;
      retryable?: boolean;
      cause?: unknown;
    },
  ) {
    const where = details.category != null ? ` (category ${details.category})` : '';
    const status = details.status != null ? ` → HTTP ${details.status}` : '';
    super(`WordPress unavailable: GET ${details.url}${where}${status}: ${reason}`, { cause: details.cause });
    this.url = details.url;
    this.status = details.status ?? null;
    this.category = details.category ?? null;
    this.retryable = details.retryable ?? false;
  }
}
