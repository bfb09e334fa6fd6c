import { readiness } from '@/lib/health/readiness';
import { noStoreJson } from '@/lib/http/reply';

// GET /api/health/ready: whether this instance can do its job (lib/health/readiness.ts) → 200 ready or
// degraded, 503 unready; Varnish's probe (deploy/varnish/start.sh) asks it.
export async function GET(): Promise<Response> {
  const ready = await readiness();
  return noStoreJson(ready, { status: ready.status === 'unready' ? 503 : 200 });
}
