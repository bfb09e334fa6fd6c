import { noStoreJson } from '@/lib/http/reply';

// GET /api/health/live: 200 while the process serves (a supervisor's liveness check).
export function GET(): Response {
  return noStoreJson({ status: 'live' });
}
