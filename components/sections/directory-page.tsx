import { DirectoryFinder } from '@/components/ui/split/directory-finder.client';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { searchWords } from '@/lib/search/words';
import { siteSettings } from '@/lib/site';
import { medicalDirectoryCategories } from '@/lib/wordpress/categories';
import type { Post } from '@/lib/wordpress';
import { htmlToText } from '@/lib/wordpress/sanitize';

import type { FinderProvider } from './directory-finder.client';
import type { FinderSection } from './directory-filter';
import { DirectoryCard } from './directory-card';
import { PageHeading } from './page-heading';

/**
 * What the finder matches a provider on: its title, description, excerpt and whole content (the specialty
 * words: "Holter", "brackets"), as both languages' pages show them, so a visitor may type either:
 * "cardiology" or "cardiología".
 */
function providerWords(...versions: Post[]): string {
  return searchWords(
    versions.flatMap((post) => [post.title, post.fields.descripcion, post.excerpt, htmlToText(post.html)]),
  );
}

/**
 * Directory: categories 16 and 17 merged without duplicates, one card per provider, every card in the
 * HTML; the finder island above them narrows them down (and keeps the filter in the address).
 */
type Props = {
  lang: Locale;
  providers: Post[];
  /** The same section as the other language's page shows it: its words are matched too. */
  otherLanguage: Post[];
};

export function DirectoryPage({ lang, providers, otherLanguage }: Props) {
  const dict = getDictionary(lang).directory;
  const medical = new Set(medicalDirectoryCategories(lang));
  const other = new Map(otherLanguage.map((post) => [post.id, post]));
  const items: FinderProvider[] = providers.map((post, index) => ({
    id: post.id,
    section: post.categories.some((id) => medical.has(id)) ? 'medical' : 'shops',
    words: providerWords(post, other.get(post.id) ?? post),
    card: <DirectoryCard post={post} index={index} dict={dict} />,
  }));
  const count = (section: FinderSection) => items.filter((item) => item.section === section).length;
  const sections = (['medical', 'shops'] as const)
    .map((id) => ({ id, label: dict.finder[id], count: count(id) }))
    .filter((section) => section.count > 0);
  const { display, tel } = siteSettings().phones[0];
  return (
    <>
      <PageHeading title={dict.title} intro={dict.intro} />
      <div className="container">
        {items.length ? (
          <DirectoryFinder
            providers={items}
            sections={sections}
            labels={dict.finder}
            phone={{ display, tel }}
          />
        ) : (
          <p>{dict.empty}</p>
        )}
      </div>
    </>
  );
}
