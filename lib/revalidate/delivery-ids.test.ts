import { memoryDeliveryIds, redisDeliveryIds } from './delivery-ids';
import { log } from '@/lib/observability/log';

describe('memoryDeliveryIds', () => {
  let time = 0;
  const now = () => time;
  beforeEach(() => {
    time = 1_000_000;
  });

  it('takes an id once while it is remembered, and again once it has expired', async () => {
    const ids = memoryDeliveryIds({ now });
    expect(await ids.claim('a', 1000)).toBe(true);
    expect(await ids.claim('a', 1000)).toBe(false);
    expect(await ids.claim('b', 1000)).toBe(true);
    time += 1000;
    expect(await ids.claim('a', 1000)).toBe(true);
  });

  it('forgets a released id', async () => {
    const ids = memoryDeliveryIds({ now });
    await ids.claim('a', 1000);
    await ids.release('a');
    expect(await ids.claim('a', 1000)).toBe(true);
  });

  it('stays within its cap: expired ids go first, then the oldest', async () => {
    const ids = memoryDeliveryIds({ now, max: 3 });
    await ids.claim('short', 10);
    await ids.claim('old', 60_000);
    await ids.claim('newer', 60_000);
    time += 100;
    expect(await ids.claim('fourth', 60_000)).toBe(true); // 'short' had expired: nothing else goes
    expect(await ids.claim('old', 60_000)).toBe(false);
    expect(await ids.claim('fifth', 60_000)).toBe(true); // full of live ids: the oldest ('old') goes
    expect(await ids.claim('old', 60_000)).toBe(true);
    expect(await ids.claim('fifth', 60_000)).toBe(false);
  });
});

describe('redisDeliveryIds with a Redis that cannot be reached', () => {
  it('still refuses what this instance has seen (its own memory), and says once that Redis is missing', async () => {
    const errors = jest.spyOn(log, 'error').mockImplementation(() => undefined);
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    const ids = redisDeliveryIds('redis://127.0.0.1:9');
    expect(await ids.claim('a', 60_000)).toBe(true);
    expect(await ids.claim('a', 60_000)).toBe(false);
    expect(await ids.claim('b', 60_000)).toBe(true);
    await ids.release('b');
    expect(await ids.claim('b', 60_000)).toBe(true);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toMatchObject({ event: 'webhook.delivery_ids.redis_failed' });
    errors.mockRestore();
  });
});
