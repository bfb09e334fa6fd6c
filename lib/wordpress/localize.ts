import type { Locale } from '@/lib/i18n/locales';

import { excerpt, htmlToText } from './sanitize';
import type { Post, PostText, StoredPost } from './types';

/** A Spanish post on an English page takes each filled English field; `textLang` names what stays Spanish. */
export function localizePost(post: StoredPost, written: Locale, page: Locale): Post {
  const { english, ...base } = post;
  if (written === page) return { ...base, textLang: {} };
  const textLang: Post['textLang'] = {};
  const pick = (key: PostText, translated: string, original: string) => {
    if (translated) return translated;
    if (original) textLang[key] = written;
    return original;
  };
  const canTranslate = page === 'en';
  const englishExcerpt = english.excerpt || (english.html ? excerpt(htmlToText(english.html)) : '');
  const localized: Post = {
    ...base,
    title: pick('title', canTranslate ? english.title : '', post.title),
    html: pick('html', canTranslate ? english.html : '', post.html),
    excerpt: pick('excerpt', canTranslate ? englishExcerpt : '', post.excerpt),
    fields: {
      ...post.fields,
      descripcion: pick('descripcion', canTranslate ? english.descripcion : '', post.fields.descripcion),
    },
    textLang,
  };
  // The featured image's alt text comes from the Media Library, in the post's language.
  if (post.image?.alt) textLang.image = written;
  return localized;
}
