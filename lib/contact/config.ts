import 'server-only';

import * as yup from 'yup';

import { parseEnv, redisUrls, serverEnv, type ServerEnv } from '@/lib/env';
import { compileTrustedProxies, type TrustedProxies } from '@/lib/http/client-address';

import { NEW_PER_MINUTE } from './rate-limit';
import { parseQueueKey, type QueueKeys } from './queue/seal';

/** Where contact messages go (docs/contact.md); apart from lib/env.ts, since only the handler needs it. */
export type Cf7Config = {
  baseUrl: string;
  /** The numeric form id of the REST route (the 5.8+ hash id does not work there). */
  formId: number;
  timeoutMs: number;
};

export type ContactConfig = {
  /** null: Contact Form 7 is not configured and messages go to the outbox file. */
  cf7: Cf7Config | null;
  outboxPath: string;
  /** The disk queue (SQLite), used unless REDIS_URL is set, and as the fallback when Redis is down. */
  queuePath: string;
  /** How many messages may wait for delivery: past it, 503 (a flood must not fill the disk). */
  queueMax: number;
  /** CONTACT_NEW_PER_MINUTE: the cap for everyone; the network limits follow. */
  newPerMinute: number;
  /** REDIS_URL: shared cache, rate limits, webhook delivery ids (all safe to lose). */
  redisUrl: string | null;
  /** CONTACT_REDIS_URL, else REDIS_URL: the Redis the queue (BullMQ) lives in; it must be durable. */
  queueRedisUrl: string | null;
  /** CONTACT_QUEUE_KEY and CONTACT_QUEUE_OLD_KEYS, which seal the Redis queue's messages. */
  queueKeys: QueueKeys | null;
  retry: { baseMs: number; maxMs: number };
  /** TRUSTED_PROXIES as given, and compiled (null: the client is the socket's peer). */
  trustedProxies: readonly string[];
  trust: TrustedProxies | null;
  siteUrl: string;
};

const urlSchema = yup
  .string()
  .trim()
  .test('http-url', '${path} must be an absolute http(s) URL', (value) => {
    if (!value) return true;
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  });

const contactEnvSchema = yup.object({
  CF7_BASE_URL: urlSchema.default(''),
  CF7_FORM_ID: yup
    .string()
    .trim()
    .matches(/^[1-9][0-9]{0,9}$/, {
      excludeEmptyString: true,
      message:
        'CF7_FORM_ID must be the numeric id of the Contact Form 7 form (the number in /wp-json/contact-form-7/v1/contact-forms/<id>/feedback, or in the admin URL post=<id>), not the hash of its shortcode: the REST route only accepts the number',
    })
    .default(''),
  CF7_TIMEOUT_MS: yup
    .number()
    .typeError('CF7_TIMEOUT_MS must be a number of milliseconds')
    .integer()
    .min(50)
    .max(60_000)
    .default(10_000),
  CONTACT_OUTBOX_PATH: yup.string().trim().default('var/contact-outbox.jsonl'),
  CONTACT_QUEUE_PATH: yup.string().trim().default('var/contact-queue.sqlite'),
  CONTACT_QUEUE_MAX: yup
    .number()
    .typeError('CONTACT_QUEUE_MAX must be a number of messages')
    .integer()
    .min(1)
    .max(10_000_000)
    .default(10_000),
  CONTACT_NEW_PER_MINUTE: yup
    .number()
    .typeError('CONTACT_NEW_PER_MINUTE must be a number of messages')
    .integer()
    .min(1)
    .max(1_000_000)
    .default(NEW_PER_MINUTE),
  CONTACT_RETRY_BASE_MS: yup
    .number()
    .typeError('CONTACT_RETRY_BASE_MS must be a number of milliseconds')
    .integer()
    .min(100)
    .max(3_600_000)
    .default(5_000),
  CONTACT_RETRY_MAX_MS: yup
    .number()
    .typeError('CONTACT_RETRY_MAX_MS must be a number of milliseconds')
    .integer()
    .min(100)
    .max(86_400_000)
    .default(300_000),
  CONTACT_QUEUE_KEY: yup.string().trim().default(''),
  CONTACT_QUEUE_OLD_KEYS: yup.string().trim().default(''),
  TRUSTED_PROXIES: yup.string().trim().default(''),
});

function queueKeysFrom(current: string, old: string): QueueKeys | null {
  try {
    const previous = old
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(parseQueueKey);
    return current ? { current: parseQueueKey(current), previous } : null;
  } catch (error) {
    throw new Error(
      `Invalid contact configuration: CONTACT_QUEUE_KEY and each of CONTACT_QUEUE_OLD_KEYS must be 32 bytes, as 64 hex digits (openssl rand -hex 32) or base64 (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

function trustedProxiesFrom(value: string): { trustedProxies: string[]; trust: TrustedProxies | null } {
  const trustedProxies = value.split(/[\s,]+/).filter(Boolean);
  try {
    return { trustedProxies, trust: compileTrustedProxies(trustedProxies) };
  } catch (error) {
    throw new Error(
      `Invalid contact configuration: TRUSTED_PROXIES must list addresses, networks (10.0.0.0/8) or loopback, linklocal, uniquelocal (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

export function parseContactConfig(
  source: Record<string, string | undefined>,
  site: Pick<ServerEnv, 'wordpressUrl' | 'siteUrl'>,
): ContactConfig {
  if (source.TRUST_PROXY !== undefined)
    throw new Error(
      'TRUST_PROXY is no longer read: set TRUSTED_PROXIES to the addresses of the proxies in front of the site (e.g. TRUSTED_PROXIES=loopback behind Varnish on this host; docs/contact.md, "Behind a proxy")',
    );
  const raw = parseEnv(contactEnvSchema, source, 'contact configuration');
  const redis = redisUrls(source);
  // CF7 lives on the content's WordPress unless told otherwise (e2e forwards to a fake CF7).
  const baseUrl = (raw.CF7_BASE_URL || site.wordpressUrl || '').replace(/\/+$/, '');
  const formId = raw.CF7_FORM_ID ? Number(raw.CF7_FORM_ID) : null;
  return {
    cf7: baseUrl && formId ? { baseUrl, formId, timeoutMs: raw.CF7_TIMEOUT_MS } : null,
    outboxPath: raw.CONTACT_OUTBOX_PATH || 'var/contact-outbox.jsonl',
    queuePath: raw.CONTACT_QUEUE_PATH || 'var/contact-queue.sqlite',
    queueMax: raw.CONTACT_QUEUE_MAX,
    newPerMinute: raw.CONTACT_NEW_PER_MINUTE,
    redisUrl: redis.shared,
    queueRedisUrl: redis.queue,
    queueKeys: queueKeysFrom(raw.CONTACT_QUEUE_KEY, raw.CONTACT_QUEUE_OLD_KEYS),
    retry: {
      baseMs: raw.CONTACT_RETRY_BASE_MS,
      maxMs: Math.max(raw.CONTACT_RETRY_MAX_MS, raw.CONTACT_RETRY_BASE_MS),
    },
    ...trustedProxiesFrom(raw.TRUSTED_PROXIES),
    siteUrl: site.siteUrl,
  };
}

export function describeContactMode(config: ContactConfig): string {
  const named = config.queueRedisUrl === config.redisUrl ? 'REDIS_URL' : 'CONTACT_REDIS_URL';
  // The Redis is asked whether it is durable once connected (queue/open.ts says so if it is not).
  const queue = !config.queueRedisUrl
    ? `queued in ${config.queuePath}`
    : config.queueKeys
      ? `queued in Redis (${named}) if it keeps what it is given, else in ${config.queuePath}`
      : `queued in ${config.queuePath} (${named} is set but CONTACT_QUEUE_KEY is not)`;
  const proxy = config.trust
    ? `clients are told apart by X-Forwarded-For through the trusted proxies ${config.trustedProxies.join(', ')} (TRUSTED_PROXIES)`
    : 'clients are told apart by socket address (TRUSTED_PROXIES is not set)';
  return config.cf7
    ? `[contact] messages are ${queue}, then go to Contact Form 7 form ${config.cf7.formId} at ${config.cf7.baseUrl}; ${proxy}`
    : `[contact] Contact Form 7 is not configured (CF7_FORM_ID and CF7_BASE_URL or WORDPRESS_URL): messages are ${queue}, then appended to ${config.outboxPath}; ${proxy}`;
}

let cached: ContactConfig | undefined;

export function contactConfig(): ContactConfig {
  cached ??= parseContactConfig(process.env, serverEnv());
  return cached;
}
