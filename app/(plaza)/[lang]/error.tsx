'use client';

import { useParams } from 'next/navigation';

// Only the error screen's strings: this boundary ships with every plaza page, the dictionaries need not.
import ERROR_TEXT from '@/content/i18n/error.json';

/**
 * The spec's router error screen, 'Unexpected Application Error!', with the status and message. It shows
 * only when rendering a page fails in the browser; a failed WordPress read at revalidation never gets
 * here (the last good page keeps being served).
 */
export default function PlazaError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const params = useParams<{ lang?: string }>();
  const dict = params.lang === 'es' ? ERROR_TEXT.es : ERROR_TEXT.en;
  return (
    <main id="main" className="container" style={{ padding: '4rem 0' }}>
      <h1>{dict.title}</h1>
      <p>
        <strong>500</strong> · {dict.text}
      </p>
      <p>
        <code>{error.digest ? `digest ${error.digest}` : error.message}</code>
      </p>
      <button type="button" onClick={reset}>
        {dict.retry}
      </button>
    </main>
  );
}
