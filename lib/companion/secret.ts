import 'server-only';

/** Unset, the webhook answers 404; shorter, the server will not start: an HMAC is as strong as its key. */
export const MIN_SECRET_LENGTH = 32;

export function parseCompanionSecret(value: string | undefined): string | null {
  const secret = value?.trim() ?? '';
  if (!secret) return null;
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `Invalid REVALIDATE_SECRET: use at least ${MIN_SECRET_LENGTH} characters (for example \`openssl rand -hex 32\`)`,
    );
  }
  return secret;
}

/** Signs everything between the site and the plugin: webhooks, pings, previews, contact messages. */
export function companionSecret(): string | null {
  return parseCompanionSecret(process.env.REVALIDATE_SECRET);
}
