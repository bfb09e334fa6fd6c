import type { Metadata } from 'next';
import Link from 'next/link';

import styles from '@/app/(theme)/_components/pages/not-found.module.css';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Page Not Found') };

/**
 * The theme's 404 demo page. Next.js serves a route at the path `/404` with status 404 (checked by
 * e2e/theme-blog-and-pages.spec.ts with a real request), so this is a plain page: calling notFound() instead
 * would send an empty, client-rendered shell (vercel/next.js#62228). Unknown paths still get
 * app/global-not-found.tsx.
 */
export default function ThemeNotFoundPage() {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Opps...! Page not found</h1>
      <p className={styles.text}>The page you are looking for has moved, or never existed in this demo.</p>
      <Link href="/" className={styles.button}>
        Back to Home
      </Link>
    </div>
  );
}
