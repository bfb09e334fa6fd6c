import { describePreviewMode, parsePreviewCredentials } from './preview-account';
import { readSession, SESSION_SECONDS, sessionValue } from './preview-session';

const SECRET = 'plaza-test-secret-0123456789abcdef';
const NOW = 1_790_000_000_000;

describe('the preview session cookie', () => {
  it('names the post and the user for an hour', () => {
    const value = sessionValue(SECRET, { post: 249, user: 2 }, NOW);
    expect(readSession(SECRET, value, NOW)).toEqual({
      post: 249,
      user: 2,
      exp: NOW / 1000 + SESSION_SECONDS,
    });
    expect(readSession(SECRET, value, NOW + SESSION_SECONDS * 1000 - 1000)).not.toBeNull();
    expect(readSession(SECRET, value, NOW + SESSION_SECONDS * 1000)).toBeNull();
  });

  it('is nothing when absent, forged or signed with another key', () => {
    const value = sessionValue(SECRET, { post: 249, user: 2 }, NOW);
    expect(readSession(SECRET, undefined, NOW)).toBeNull();
    expect(readSession(`${SECRET}x`, value, NOW)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ post: 250, user: 2, exp: NOW / 1000 + 60 })).toString(
      'base64url',
    );
    expect(readSession(SECRET, `${forged}.${value.split('.')[1]}`, NOW)).toBeNull();
  });
});

describe('preview credentials', () => {
  it('are both or neither', () => {
    expect(parsePreviewCredentials(undefined, undefined)).toBeNull();
    expect(parsePreviewCredentials(' ', '')).toBeNull();
    expect(parsePreviewCredentials('plaza-site', 'abcd efgh ijkl')).toEqual({
      user: 'plaza-site',
      password: 'abcd efgh ijkl',
    });
    expect(() => parsePreviewCredentials('plaza-site', undefined)).toThrow(
      /both WORDPRESS_PREVIEW_USER and WORDPRESS_PREVIEW_PASSWORD/,
    );
    expect(() => parsePreviewCredentials(undefined, 'secret')).toThrow(/or neither/);
  });

  it('are described at startup without the password', () => {
    const credentials = { user: 'plaza-site', password: 'abcd efgh ijkl mnop' };
    const line = describePreviewMode({ secret: SECRET, wordpressUrl: 'http://wp.test', credentials });
    expect(line).toContain('plaza-site');
    expect(line).not.toContain('abcd');
    expect(
      describePreviewMode({ secret: SECRET, wordpressUrl: 'http://wp.test', credentials: null }),
    ).toMatch(/not set/);
    expect(describePreviewMode({ secret: null, wordpressUrl: 'http://wp.test', credentials })).toMatch(/off/);
  });
});
