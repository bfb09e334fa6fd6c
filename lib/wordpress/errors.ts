/** WordPress could not answer usefully: it stops a build, and a revalidation keeps the last good page. */
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
