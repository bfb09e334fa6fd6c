import parse, {
  domToReact,
  Element,
  htmlToDOM,
  type DOMNode,
  type HTMLReactParserOptions,
} from 'html-react-parser';
import Image from 'next/image';
import Link from 'next/link';

import { serverEnv } from '@/lib/env';

/**
 * The ONE place WordPress HTML becomes React. Its input is already sanitised (lib/wordpress/sanitize.ts);
 * here internal links become client-side links and images become optimised images with their real
 * dimensions and alt text. With `lightbox`, each image is also a link the LightboxGallery opens.
 */
export function CmsHtml({
  html,
  className,
  lang,
  lightbox = false,
  leadImage = false,
}: {
  html: string;
  className?: string;
  /** The fragment's language when it is not the page's (a Spanish post on an English page). */
  lang?: string;
  lightbox?: boolean;
  /** The first image is the page's largest paint (the site plan): fetch it early and first, never lazily. */
  leadImage?: boolean;
}) {
  return (
    <div className={className} lang={lang}>
      {parse(html, options(lightbox, leadImage))}
    </div>
  );
}

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** next/image only optimises hosts next.config.mjs allows: our own files and WordPress's uploads. */
function optimisable(src: string): boolean {
  if (isInternal(src)) return true;
  const { wordpressUrl, uploadsUrl } = serverEnv();
  return [wordpressUrl, uploadsUrl].some(
    (base) => !!base && /^https?:/.test(base) && src.startsWith(`${base}/`),
  );
}

type ImageAttributes = { src: string; alt: string; width: number; height: number };

function imageOf(node: Element): ImageAttributes | null {
  const { src, alt, width, height } = node.attribs;
  const w = Number(width);
  const h = Number(height);
  return src && optimisable(src) && w > 0 && h > 0 ? { src, alt: alt ?? '', width: w, height: h } : null;
}

/** How many images of a fragment the lightbox can open (those `lightbox` makes links). */
export function cmsImageCount(html: string): number {
  let count = 0;
  const walk = (nodes: DOMNode[]) => {
    for (const node of nodes) {
      if (!(node instanceof Element)) continue;
      if (node.name === 'img' && imageOf(node)) count++;
      walk(node.children as DOMNode[]);
    }
  };
  walk(htmlToDOM(html) as DOMNode[]);
  return count;
}

function options(lightbox: boolean, leadImage: boolean): HTMLReactParserOptions {
  let imageIndex = 0;
  let imagesSeen = 0;
  const self: HTMLReactParserOptions = {
    replace(node) {
      if (!(node instanceof Element)) return undefined;
      const { name, attribs } = node;
      if (name === 'a' && attribs.href && isInternal(attribs.href)) {
        return <Link href={attribs.href}>{domToReact(node.children as DOMNode[], self)}</Link>;
      }
      if (name !== 'img') return undefined;
      // Images only from our own files and WordPress's hosts (the policy's img-src): one from anywhere else
      // would be blocked by the browser anyway, and must not even be asked for.
      if (!attribs.src || !optimisable(attribs.src)) return <></>;
      const image = imageOf(node);
      if (!image) return undefined;
      const lead = leadImage && imagesSeen++ === 0;
      const element = (
        <Image
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="(max-width: 768px) 100vw, 768px"
          style={{ width: '100%', height: 'auto' }}
          preload={lead}
          fetchPriority={lead ? 'high' : undefined}
        />
      );
      if (!lightbox) return element;
      const index = imageIndex++;
      return (
        <a href={image.src} data-lightbox-index={index}>
          {element}
        </a>
      );
    },
  };
  return self;
}
