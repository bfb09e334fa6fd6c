import { redactRedisUrl } from './shared-cache-handler.mjs';

describe('redactRedisUrl', () => {
  it('keeps the host, port and database of a Redis URL and drops its user and password', () => {
    expect(redactRedisUrl('redis://cache-user:s3cret-pass@redis.internal:6380/2')).toBe(
      'redis://redis.internal:6380/2',
    );
    expect(redactRedisUrl('rediss://:only-a-password@10.0.0.5:6379')).toBe('rediss://10.0.0.5:6379');
  });

  it('never echoes a value that is not a URL (it could be a bare password)', () => {
    expect(redactRedisUrl('s3cret-pass')).toBe('(REDIS_URL is not a URL)');
  });
});
