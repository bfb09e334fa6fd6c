import 'server-only';

import * as yup from 'yup';

/** Server configuration, documented in the README's configuration table: keep the two in step. */
export type ServerEnv = {
  /** Base URL of the WordPress site, without trailing slash; null means "read the bundled snapshot". */
  wordpressUrl: string | null;
  /** Where upload paths (`media_details.file`) live when a reply lacks `source_url`. */
  uploadsUrl: string;
  snapshotDir: string;
  siteUrl: string;
  /** Seconds. */
  revalidateSeconds: number;
  wordpressTimeoutMs: number;
  wordpressRetries: number;
};

const trimSlash = (value: string) => value.replace(/\/+$/, '');

const urlSchema = yup
  .string()
  .trim()
  .test('http-url', '${path} must be an absolute http(s) URL', (value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  });

const envSchema = yup.object({
  WORDPRESS_URL: urlSchema.default(''),
  WORDPRESS_UPLOADS_URL: urlSchema.default(''),
  WORDPRESS_SNAPSHOT_DIR: yup.string().trim().default('content/wordpress'),
  SITE_URL: urlSchema.default('http://localhost:3000'),
  REVALIDATE_SECONDS: yup.number().integer().min(1).max(31_536_000).default(300),
  WORDPRESS_TIMEOUT_MS: yup.number().integer().min(100).max(120_000).default(10_000),
  WORDPRESS_RETRIES: yup.number().integer().min(0).max(5).default(2),
});

/** `source` through `schema`, empty as unset (so `FOO=` takes the default); throws `Invalid <what>: …`. */
export function parseEnv<S extends yup.AnyObjectSchema>(
  schema: S,
  source: Record<string, string | undefined>,
  what: string,
): yup.InferType<S> {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  try {
    return schema.validateSync(present, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    const details = error instanceof yup.ValidationError ? error.errors.join('; ') : String(error);
    throw new Error(`Invalid ${what}: ${details}`);
  }
}

/** REDIS_URL (the shared cache, rate limits) and the queue's: CONTACT_REDIS_URL, else REDIS_URL. */
export function redisUrls(env: Record<string, string | undefined> = process.env): {
  shared: string | null;
  queue: string | null;
} {
  const shared = env.REDIS_URL?.trim() || null;
  return { shared, queue: env.CONTACT_REDIS_URL?.trim() || shared };
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const raw = parseEnv(envSchema, source, 'configuration');
  const wordpressUrl = raw.WORDPRESS_URL ? trimSlash(raw.WORDPRESS_URL) : null;
  return {
    wordpressUrl,
    uploadsUrl: trimSlash(
      raw.WORDPRESS_UPLOADS_URL ||
        (wordpressUrl ? `${wordpressUrl}/wp-content/uploads` : '/wp-content/uploads'),
    ),
    snapshotDir: raw.WORDPRESS_SNAPSHOT_DIR,
    siteUrl: trimSlash(raw.SITE_URL || 'http://localhost:3000'),
    revalidateSeconds: raw.REVALIDATE_SECONDS,
    wordpressTimeoutMs: raw.WORDPRESS_TIMEOUT_MS,
    wordpressRetries: raw.WORDPRESS_RETRIES,
  };
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
