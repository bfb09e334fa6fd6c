import type { Metadata } from 'next';

import { PostDetail } from '@/app/(theme)/_components/blog/post-detail';
import { demoTitle } from '@/app/(theme)/_content/site';

export const metadata: Metadata = { title: demoTitle('Blog Details with Sidebar') };

export default function Page() {
  return <PostDetail variant="sidebar" />;
}
