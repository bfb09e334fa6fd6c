import { buildSearchIndex, searchDataRoute } from '@/lib/search';

export const dynamic = 'force-static';
export const dynamicParams = false;

// GET /<lang>/search-index.json: the header search's index, pre-built and refreshed with the pages.
export const { generateStaticParams, GET } = searchDataRoute(buildSearchIndex);
