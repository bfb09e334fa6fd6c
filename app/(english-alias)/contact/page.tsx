import type { Metadata } from 'next';

import { PlazaPage, pagePost } from '@/components/plaza-page';
import { withPreviewRobots } from '@/lib/preview/metadata';
import { CONTACT_ALIAS, pathFor } from '@/lib/routes';
import { plazaMetadata } from '@/lib/seo';

/** `/contact`: the English contact page; its canonical is `/en/contact`, so search engines index one. */
export async function generateMetadata(): Promise<Metadata> {
  const { kind, lang } = CONTACT_ALIAS;
  return withPreviewRobots(
    plazaMetadata(kind, lang, {
      image: (await pagePost(kind, lang))?.image,
      canonicalPath: pathFor(kind, lang),
    }),
  );
}

export default function ContactAliasPage() {
  return <PlazaPage lang={CONTACT_ALIAS.lang} kind={CONTACT_ALIAS.kind} path={CONTACT_ALIAS.path} />;
}
