-- wrk script for the hardening load test (e2e/hardening/load.ts): every connection walks the list of
-- paths in WRK_PATHS (comma-separated), each thread from its own starting point, and every answer is
-- counted by status class so the run can tell 2xx/3xx from 4xx and 5xx. done() prints one JSON line.
local paths = {}
for path in string.gmatch(os.getenv("WRK_PATHS") or "/", "[^,]+") do
  paths[#paths + 1] = path
end

local threads = {}

function setup(thread)
  thread:set("offset", #threads * 7)
  table.insert(threads, thread)
end

function init(args)
  counter = offset or 0
  classes = { 0, 0, 0, 0, 0 }
end

function request()
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1])
end

function response(status, headers, body)
  local class = math.floor(status / 100)
  if class >= 1 and class <= 5 then
    classes[class] = classes[class] + 1
  end
end

function done(summary, latency, requests)
  local totals = { 0, 0, 0, 0, 0 }
  for _, thread in ipairs(threads) do
    local counts = thread:get("classes")
    for class = 1, 5 do
      totals[class] = totals[class] + (counts[class] or 0)
    end
  end
  local errors = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d,"c2xx":%d,"c3xx":%d,"c4xx":%d,"c5xx":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.requests, summary.duration, summary.bytes, errors.connect, errors.read, errors.write, errors.timeout,
    errors.status, totals[2], totals[3], totals[4], totals[5], latency:percentile(50), latency:percentile(99), latency.max))
end
