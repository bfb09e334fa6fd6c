import type { Metadata } from 'next';

import { PostDetail } from '@/components/theme/blog/post-detail';

export const metadata: Metadata = { title: 'Blog Details with Sidebar - Studio Demo' };

export default function Page() {
  return <PostDetail variant="sidebar" />;
}
