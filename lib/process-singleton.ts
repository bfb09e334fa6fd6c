/**
 * One value per Node process. Next bundles instrumentation, route handlers and pages separately, so a
 * module-level variable can exist once per bundle; a queue, a metrics registry or a logger must not.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`plaza.${name}`);
  return (store[key] ??= create());
}
