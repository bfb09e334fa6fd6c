import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// Only in the bench's build (next.config.mjs: `.bench.tsx` is a page extension when PLAZA_BENCH_BUILD=1).
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Root layout of the bench's minimal page: no stylesheet, no script of ours. */
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
