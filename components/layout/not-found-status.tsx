import { notFound } from 'next/navigation';
import { Suspense } from 'react';

/** Throws Next's not-found signal: inside the Suspense boundary below, never at the page's top. */
async function NotFoundSignal(): Promise<never> {
  notFound();
}

/**
 * Makes a pre-rendered page answer 404 while the rest of it renders in full. A notFound() outside a Suspense
 * boundary fails the whole server render, and Next pre-renders an empty shell that draws the not-found UI
 * only once its JavaScript runs; inside one, only this empty boundary fails, Next still records the 404
 * status in the pre-rendered page, and the page's HTML keeps its header, message and footer. In the browser
 * the signal is caught by the route segment's own not-found.tsx, which draws nothing, so the page stays.
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <NotFoundSignal />
    </Suspense>
  );
}
