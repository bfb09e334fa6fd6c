import type { Metadata } from 'next';

import { Contact } from '@/components/routes/contact';
import { plazaPageMetadata } from '@/lib/plaza-page';
import { CONTACT_ALIAS, pathFor } from '@/lib/routes';

/** `/contact`: the English contact page; its canonical is `/en/contact`, so search engines index one. */
export async function generateMetadata(): Promise<Metadata> {
  const { kind, lang } = CONTACT_ALIAS;
  return plazaPageMetadata(kind, lang, { canonicalPath: pathFor(kind, lang) });
}

export default function ContactAliasPage() {
  return <Contact lang={CONTACT_ALIAS.lang} path={CONTACT_ALIAS.path} />;
}
