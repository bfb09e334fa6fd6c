import Image from 'next/image';

import { FrameFacade } from '@/components/ui/frame-facade-lazy.client';
import { PlayIcon } from '@/components/ui/icons';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { youtubeEmbedUrl, youtubeId } from '@/lib/video';
import type { Post } from '@/lib/wordpress';

/** A video behind its poster (the post's image): YouTube loads only when played. */
export function VideoFacade({
  post,
  title,
  lang,
  fallbackId,
}: {
  post: Post;
  title: string;
  lang: Locale;
  fallbackId?: string;
}) {
  const id = youtubeId(post.fields.video) ?? fallbackId;
  if (!id) return null;
  const dict = getDictionary(lang).video;
  return (
    <FrameFacade
      src={youtubeEmbedUrl(id)}
      title={dict.frameTitle.replace('{title}', title)}
      buttonLabel={dict.play.replace('{title}', title)}
      note={dict.privacy}
      icon={<PlayIcon />}
      poster={
        post.image ? (
          <Image src={post.image.src} alt="" fill sizes="(max-width: 900px) 100vw, 760px" />
        ) : (
          <div />
        )
      }
    />
  );
}
