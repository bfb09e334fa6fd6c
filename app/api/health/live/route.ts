// GET /api/health/live: 200 while the process serves (a supervisor's liveness check).
export function GET(): Response {
  return Response.json({ status: 'live' }, { headers: { 'cache-control': 'no-store' } });
}
