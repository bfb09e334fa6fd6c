import { buildDirectoryWords, searchDataRoute } from '@/lib/search';

export const dynamic = 'force-static';
export const dynamicParams = false;

// GET /<lang>/directory-words.json: what the directory finder matches each provider on, pre-built and
// refreshed with the pages.
export const { generateStaticParams, GET } = searchDataRoute(buildDirectoryWords);
