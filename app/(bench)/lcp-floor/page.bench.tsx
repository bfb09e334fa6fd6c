import Image from 'next/image';

import { getSection } from '@/lib/wordpress';

/**
 * The bench's paint floor (docs/bench.md): one hero of the same file as the Spanish home's first slide, as
 * next/image renders it there (`fill`, `sizes="100vw"`, `preload`), with the slide's title over it, and
 * nothing else: no island, no CSS file, not linked, noindex. The title paints as soon as the document has
 * arrived (the first paint a page can have), the picture is the largest paint: each plaza route's FCP and
 * LCP are measured against this page's, interleaved.
 */
export default async function LcpFloorPage() {
  const [slide] = await getSection('heroSlides', 'es');
  if (!slide?.image) throw new Error('lcp-floor: the first Spanish hero slide has no image');
  return (
    <main style={{ position: 'relative', height: 'clamp(480px, 78vh, 680px)' }}>
      <Image
        src={slide.image.src}
        alt={slide.image.alt}
        fill
        sizes="100vw"
        preload
        style={{ objectFit: 'cover' }}
      />
      <p
        style={{
          position: 'absolute',
          left: 16,
          bottom: 16,
          margin: 0,
          color: '#fff',
          font: '700 1.5rem sans-serif',
        }}
      >
        {slide.title}
      </p>
    </main>
  );
}
