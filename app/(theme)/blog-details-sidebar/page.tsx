import type { Metadata } from 'next';

import { PostDetail } from '@/components/theme/blog/post-detail';
import { demoTitle } from '@/content/demo/site';

export const metadata: Metadata = { title: demoTitle('Blog Details with Sidebar') };

export default function Page() {
  return <PostDetail variant="sidebar" />;
}
