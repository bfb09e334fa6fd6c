import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { siteSettings } from '@/lib/site';
import { medicalDirectoryCategories } from '@/lib/wordpress/categories';
import type { Post } from '@/lib/wordpress';

import type { FinderProvider } from './directory-finder.client';
import type { FinderSection } from './directory-filter';
import { DirectoryCard } from './directory-card';
import { DirectoryFinder } from './directory-finder-lazy.client';
import { PageHeading } from './page-heading';

/**
 * Directory: categories 16 and 17 merged without duplicates, one card per provider, every card in the
 * HTML; the finder island above them narrows them down (and keeps the filter in the address), matching
 * each provider's words in both languages, which it fetches (`/<lang>/directory-words.json`).
 */
type Props = {
  lang: Locale;
  providers: Post[];
};

export function DirectoryPage({ lang, providers }: Props) {
  const dict = getDictionary(lang).directory;
  const medical = new Set(medicalDirectoryCategories(lang));
  const items: FinderProvider[] = providers.map((post, index) => ({
    id: post.id,
    section: post.categories.some((id) => medical.has(id)) ? 'medical' : 'shops',
    name: post.title,
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
            lang={lang}
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
