import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { pagesShowing } from '@/lib/preview/targets';
import { PAGES, type PageKind } from '@/lib/routes';
import { getGallery, getSection } from '@/lib/wordpress';
import type { Previewed } from '@/lib/wordpress/preview';
import { currentPreviewReader, previewContext } from '@/lib/wordpress/preview-context';

import styles from './preview-bar.module.css';

type Dict = ReturnType<typeof getDictionary>;

/** "Draft", "Scheduled for 26 November 2026, 10:00"…: WordPress's status in the page's language. */
function statusText({ status, autosaved, post }: Previewed, lang: Locale, dict: Dict['preview']): string {
  if (status === 'future') {
    // WordPress's `date` is the plaza's local time: shown as written, never converted.
    const date = new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    const when = Number.isNaN(Date.parse(`${post.date}Z`))
      ? post.date
      : date.format(new Date(`${post.date}Z`));
    return dict.status.future.replace('{date}', when);
  }
  if (status === 'publish') return autosaved ? dict.status.autosaved : dict.status.publish;
  return status in dict.status ? dict.status[status as keyof Dict['preview']['status']] : status;
}

/**
 * On top of every preview page (Draft Mode), in the page's language: what is previewed, the other pages that
 * show it, whether WordPress answered, "Exit preview". Nothing for visitors. It waits for the page's own
 * reads (shared with the page, read once) so that it can say when WordPress did not answer them.
 */
export async function PreviewBar({ lang, kind, path }: { lang: Locale; kind: PageKind; path: string }) {
  const context = await previewContext();
  const reader = await currentPreviewReader();
  if (!context || !reader) return null;
  const dict = getDictionary(lang);
  const text = dict.preview;
  await Promise.all([
    ...PAGES[kind].sections.map((section) => getSection(section, lang)),
    kind === 'gallery' ? getGallery() : null,
  ]);
  const previewed = context.state === 'on' ? await reader.previewed() : null;
  const pages = previewed ? pagesShowing(previewed.post.categories) : [];
  const others = pages.filter((page) => !(page.kind === kind && page.lang === lang));
  const notes = [
    context.state === 'unconfigured' ? text.notSetUp : null,
    context.state === 'ended' ? text.ended : null,
    reader.health.wordpressDown ? text.wordpressDown : null,
    context.state === 'on' && !previewed && !reader.health.wordpressDown ? text.missing : null,
    previewed && pages.length === others.length ? text.notHere : null,
  ].filter((note): note is string => !!note);
  // Each language named in itself ("Español", "English"), marked as such.
  const languageName = (target: Locale) => getDictionary(target).nav[target === 'es' ? 'spanish' : 'english'];

  return (
    <div className={styles.bar} role="region" aria-label={text.region} data-preview-bar>
      <div className={styles.inner}>
        <p className={styles.what}>
          <strong>{text.heading}</strong>
          {previewed ? (
            <>
              {' · '}
              {text.showing
                .replace('{status}', statusText(previewed, lang, text))
                .replace('{title}', previewed.post.title || text.untitled)}
            </>
          ) : null}
        </p>
        {others.length ? (
          <nav className={styles.others} aria-label={text.alsoOn}>
            <span aria-hidden="true">{text.alsoOn}</span>
            <ul>
              {others.map((page) => (
                <li key={page.path}>
                  <a href={page.path} hrefLang={page.lang}>
                    {dict.nav[page.kind]} (<span lang={page.lang}>{languageName(page.lang)}</span>)
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {/* A plain link: a prefetch of the exit route would end the preview. */}
        <a className={styles.exit} href={`/api/preview/exit?to=${encodeURIComponent(path)}`}>
          {text.exit}
        </a>
        {notes.map((note) => (
          <p key={note} className={styles.note} role="status">
            {note}
          </p>
        ))}
      </div>
    </div>
  );
}
