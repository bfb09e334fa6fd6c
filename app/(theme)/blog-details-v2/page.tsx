import type { Metadata } from 'next';

import { PostDetail } from '@/components/theme/blog/post-detail';

export const metadata: Metadata = { title: 'Blog Details V2 - Studio Demo' };

export default function Page() {
  return <PostDetail variant="wide-cover" />;
}
