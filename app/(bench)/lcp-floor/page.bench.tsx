import Image from 'next/image';

import { getSection } from '@/lib/wordpress';

/**
 * The bench's LCP floor (docs/bench.md): one hero of the same file as the Spanish home's first slide, as
 * next/image renders it there (`fill`, `sizes="100vw"`, `preload`), and nothing else: no island, no CSS
 * file, not linked, noindex. Each plaza route's mobile LCP is measured against it, interleaved.
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
    </main>
  );
}
