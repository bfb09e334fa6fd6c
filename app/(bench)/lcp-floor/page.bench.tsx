import Image from 'next/image';

import { getSection } from '@/lib/wordpress';

/**
 * The bench's paint floor (docs/bench.md, step 1): the Spanish home's first slide as next/image renders it
 * there, its title over it, and nothing else, so it paints as early as a page of this site can.
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
