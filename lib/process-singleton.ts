/** One value per Node process: Next bundles instrumentation, route handlers and pages apart. */
export function processSingleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`plaza.${name}`);
  return (store[key] ??= create());
}
