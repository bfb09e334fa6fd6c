import { PostImage } from '@/components/sections/post-image';
import { pagePost } from '@/lib/plaza-page';

/**
 * The paint floor for the pharmacy (docs/bench.md, step 1): the floor page with the pharmacy's own lead
 * picture instead of the home's hero, requested as the pharmacy page requests it (the same `sizes`, so the
 * same width), and its title. The picture weighs more than the hero at that width, so no page showing it
 * first can paint it as early as /lcp-floor does; this page measures how early it can.
 */
export default async function PharmacyLcpFloorPage() {
  const post = await pagePost('pharmacy', 'es');
  if (!post?.image) throw new Error('lcp-floor/pharmacy: the Spanish pharmacy page has no picture');
  return (
    <main>
      <p style={{ margin: 16, font: '700 1.5rem sans-serif' }}>{post.title}</p>
      <PostImage post={post} sizes="(max-width: 900px) 100vw, 760px" lead className="lcp-floor-picture" />
      <style>{'.lcp-floor-picture{display:block;width:100%;height:auto}'}</style>
    </main>
  );
}
