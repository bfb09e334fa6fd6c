import 'server-only';

import type { RedisClient } from '../rate-limit';
import type { Backlog } from './store';

/** BullMQ's waiting states (`wait` is "waiting"); completed jobs are removed, so none is left to count. */
const WAITING_KEYS = ['wait', 'paused', 'delayed', 'active', 'failed', 'prioritized'] as const;

/** Dates the oldest by job `timestamp` (docs/architecture.md, "The oldest queued message in Redis"). */
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

/** Remembers the oldest job found, so a queue stuck behind one message is dated without visiting the rest. */
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
