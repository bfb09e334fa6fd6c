import { noStore } from '@/lib/http/reply';
import { metrics } from '@/lib/observability/metrics';
import { mayReadMetrics } from '@/lib/observability/metrics-access';

// GET /api/metrics: the instance's Prometheus metrics (lib/observability/metrics.ts) for loopback without a
// proxy or the METRICS_TOKEN bearer (lib/observability/metrics-access.ts); 404 for anyone else.
export async function GET(request: Request): Promise<Response> {
  if (!mayReadMetrics(request.headers)) return noStore('Not Found\n', { status: 404 });
  const { registry } = metrics();
  return noStore(await registry.metrics(), { headers: { 'content-type': registry.contentType } });
}
