import parse, { domToReact, Element, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser';
import Image from 'next/image';
import Link from 'next/link';

import { serverEnv } from '@/lib/env';

/**
 * The ONE place WordPress HTML becomes React. Its input is already sanitised (lib/wordpress/sanitize.ts);
 * here internal links become client-side links and images become optimised images with their real
 * dimensions and alt text.
 */
export function CmsHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{parse(html, options)}</div>;
}

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** next/image only optimises hosts next.config.mjs allows: our own files and WordPress's uploads. */
function optimisable(src: string): boolean {
  if (isInternal(src)) return true;
  const { wordpressUrl, uploadsUrl } = serverEnv();
  return [wordpressUrl, uploadsUrl].some((base) => !!base && /^https?:/.test(base) && src.startsWith(`${base}/`));
}

const options: HTMLReactParserOptions = {
  replace(node) {
    if (!(node instanceof Element)) return undefined;
    const { name, attribs } = node;
    if (name === 'a' && attribs.href && isInternal(attribs.href)) {
      return <Link href={attribs.href}>{domToReact(node.children as DOMNode[], options)}</Link>;
    }
    if (name === 'img' && attribs.src && optimisable(attribs.src)) {
      const width = Number(attribs.width);
      const height = Number(attribs.height);
      if (width > 0 && height > 0) {
        return (
          <Image
            src={attribs.src}
            alt={attribs.alt ?? ''}
            width={width}
            height={height}
            sizes="(max-width: 768px) 100vw, 768px"
            style={{ width: '100%', height: 'auto' }}
          />
        );
      }
    }
    return undefined;
  },
};
