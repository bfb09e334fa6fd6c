import 'server-only';

import type { RedisClient } from '../rate-limit';
import { KEEP_REJECTED } from './message';

/** A message Contact Form 7 refused for good, out of BullMQ (no job state counts it under the cap). */
export type Rejected<Data> = { data: Data; reason: string; rejectedAt: number; attempts: number };

const rejectedKey = (reference: string) => `plaza:contact:rejected:${reference}`;
const REJECTED_INDEX = 'plaza:contact:rejected';

/** One key each, which Redis erases after KEEP_REJECTED.ms, and an index by time. */
export function rejectedRecords<Data extends { reference: string }>(redis: RedisClient) {
  return {
    async get(reference: string): Promise<Rejected<Data> | null> {
      const text = await redis.get(rejectedKey(reference));
      return text ? (JSON.parse(text) as Rejected<Data>) : null;
    },
    async all(): Promise<Array<Rejected<Data>>> {
      const references = await redis.zRange(REJECTED_INDEX, 0, -1);
      const texts = references.length ? await redis.mGet(references.map(rejectedKey)) : [];
      return texts.filter((text): text is string => !!text).map((text) => JSON.parse(text) as Rejected<Data>);
    },
    async keep(data: Data, reason: string, attempts: number) {
      const at = Date.now();
      const record: Rejected<Data> = { data, reason: reason.slice(0, 200), rejectedAt: at, attempts };
      await redis
        .multi()
        .set(rejectedKey(data.reference), JSON.stringify(record), {
          expiration: { type: 'PX', value: KEEP_REJECTED.ms },
        })
        .zAdd(REJECTED_INDEX, { score: at, value: data.reference })
        .zRemRangeByScore(REJECTED_INDEX, '-inf', at - KEEP_REJECTED.ms)
        .exec();
      const excess = (await redis.zCard(REJECTED_INDEX)) - KEEP_REJECTED.max;
      if (excess <= 0) return;
      const oldest = await redis.zPopMinCount(REJECTED_INDEX, excess);
      await redis.del(oldest.map((entry) => rejectedKey(entry.value)));
    },
    /** Erases one; false: none was kept under this reference. */
    async forget(reference: string): Promise<boolean> {
      const [deleted] = await redis
        .multi()
        .del(rejectedKey(reference))
        .zRem(REJECTED_INDEX, reference)
        .exec();
      return Number(deleted) > 0;
    },
  };
}
