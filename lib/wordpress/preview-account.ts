import 'server-only';

/** The preview user (an Editor) and application password: server only, never logged, both or neither. */
export type PreviewCredentials = { user: string; password: string };

export function parsePreviewCredentials(
  user: string | undefined,
  password: string | undefined,
): PreviewCredentials | null {
  const name = user?.trim() ?? '';
  const secret = password?.trim() ?? '';
  if (!name && !secret) return null;
  if (!name || !secret) {
    throw new Error(
      'Invalid preview configuration: set both WORDPRESS_PREVIEW_USER and WORDPRESS_PREVIEW_PASSWORD (an application password), or neither',
    );
  }
  return { user: name, password: secret };
}

export function previewCredentials(): PreviewCredentials | null {
  return parsePreviewCredentials(process.env.WORDPRESS_PREVIEW_USER, process.env.WORDPRESS_PREVIEW_PASSWORD);
}

export const basicAuthorization = ({ user, password }: PreviewCredentials) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** One line for the server log at startup: which parts are set, never a value but the user's name. */
export function describePreviewMode(options: {
  secret: string | null;
  wordpressUrl: string | null;
  credentials: PreviewCredentials | null;
}): string {
  if (!options.secret) return '[preview] REVALIDATE_SECRET is not set: preview links are off (404)';
  if (!options.wordpressUrl)
    return '[preview] WORDPRESS_URL is not set: previews show the bundled content with a bar saying preview is not set up';
  if (!options.credentials)
    return '[preview] WORDPRESS_PREVIEW_USER and WORDPRESS_PREVIEW_PASSWORD are not set: previews show the published page with a bar saying preview is not set up';
  return `[preview] WordPress previews open in Draft Mode, reading drafts as "${options.credentials.user}"`;
}
