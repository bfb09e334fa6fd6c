/** `cache-control` of an answer no cache keeps; `private` for one tied to a visitor's cookies (preview). */
export const noStoreCacheControl = (visitor = false) => (visitor ? 'private, no-store' : 'no-store');

type ReplyOptions = { status?: number; headers?: HeadersInit; visitor?: boolean };

export function noStore(
  body: BodyInit | null,
  { status = 200, headers = {}, visitor = false }: ReplyOptions = {},
) {
  const all = new Headers(headers);
  all.set('cache-control', noStoreCacheControl(visitor));
  return new Response(body, { status, headers: all });
}

export function noStoreJson(body: unknown, options: ReplyOptions = {}) {
  const headers = new Headers(options.headers);
  headers.set('content-type', 'application/json');
  return noStore(JSON.stringify(body), { ...options, headers });
}
