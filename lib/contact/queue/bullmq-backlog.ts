import 'server-only';

import type { RedisClient } from '../rate-limit';
import type { Backlog } from './store';

/**
 * The states a message waits in (BullMQ's key suffixes: `wait` is "waiting"; `paused` only while paused),
 * lists and sorted sets alike. Completed jobs are removed (removeOnComplete), so none is left to count.
 */
const WAITING_KEYS = ['wait', 'paused', 'delayed', 'active', 'failed', 'prioritized'] as const;

/**
 * Counts the waiting jobs (LLEN, ZCARD) and dates the oldest by its job `timestamp` (set to the message's
 * receipt by accept()), inside Redis: one round trip, three values back, no message read. No state is
 * ordered by receipt (`delayed` is by due time, which backoff reorders), so finding the oldest visits every
 * id (O(n), ~2-8 ms at 5,000); but a job added later is never older, so while the oldest found last time
 * (ARGV[1]) still waits it is still the oldest, and the visit happens only when it has left.
 */
const BACKLOG_SCRIPT = `
local prefix = KEYS[1]
local kinds = {}
local depth = 0
for i = 2, #ARGV do
  local key = prefix .. ARGV[i]
  local kind = redis.call('TYPE', key)['ok']
  kinds[key] = kind
  if kind == 'list' then depth = depth + redis.call('LLEN', key)
  elseif kind == 'zset' then depth = depth + redis.call('ZCARD', key) end
end
if depth == 0 then return {0, -1, ''} end
local function waits(id)
  for key, kind in pairs(kinds) do
    if kind == 'list' and redis.call('LPOS', key, id) then return true end
    if kind == 'zset' and redis.call('ZSCORE', key, id) then return true end
  end
  return false
end
local last = ARGV[1]
if last ~= '' and waits(last) then
  local at = tonumber(redis.call('HGET', prefix .. last, 'timestamp'))
  if at then return {depth, at, last} end
end
local oldest, oldestId = -1, ''
for key, kind in pairs(kinds) do
  local ids = {}
  if kind == 'list' then ids = redis.call('LRANGE', key, 0, -1)
  elseif kind == 'zset' then ids = redis.call('ZRANGE', key, 0, -1) end
  for _, id in ipairs(ids) do
    local at = tonumber(redis.call('HGET', prefix .. id, 'timestamp'))
    if at and (oldest < 0 or at < oldest) then oldest, oldestId = at, id end
  end
end
return {depth, oldest, oldestId}
`;

/**
 * The backlog reader of the BullMQ queue whose keys start with `prefix` (`bull:plaza-contact:`); it
 * remembers the oldest job it found, so a queue stuck behind one message is dated without visiting the rest.
 */
export function bullmqBacklog(redis: RedisClient, prefix: string): () => Promise<Backlog> {
  let oldestId = '';
  return async () => {
    const [depth, oldest, id] = (await redis.eval(BACKLOG_SCRIPT, {
      keys: [prefix],
      arguments: [oldestId, ...WAITING_KEYS],
    })) as [number, number, string];
    oldestId = String(id);
    return { depth: Number(depth), oldestReceivedAt: Number(oldest) < 0 ? null : Number(oldest) };
  };
}
