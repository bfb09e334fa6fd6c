import { notFound } from 'next/navigation';
import { Suspense } from 'react';

/** Throws Next's not-found signal: inside the Suspense boundary below, never at the page's top. */
async function NotFoundSignal(): Promise<never> {
  notFound();
}

/**
 * Makes a pre-rendered page answer 404 while the rest of it renders in full: inside a Suspense boundary only
 * the boundary fails, where a bare notFound() pre-renders an empty shell (docs/architecture.md, "Not-found
 * pages"). In the browser the route segment's own not-found.tsx catches the signal and draws nothing.
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <NotFoundSignal />
    </Suspense>
  );
}
