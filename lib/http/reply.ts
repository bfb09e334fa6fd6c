/** A JSON answer no cache keeps; `private` for one tied to a visitor's cookies (preview). */
export function noStoreJson(
  body: unknown,
  {
    status = 200,
    headers = {},
    visitor = false,
  }: { status?: number; headers?: HeadersInit; visitor?: boolean } = {},
): Response {
  const all = new Headers(headers);
  all.set('cache-control', visitor ? 'private, no-store' : 'no-store');
  return Response.json(body, { status, headers: all });
}
