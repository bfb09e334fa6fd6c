// /en/square-plan: the site plan in English (components/routes/site-plan.tsx).
import { onlyIn } from '@/lib/routes';

export { default, generateMetadata } from '@/components/routes/site-plan';
export const generateStaticParams = onlyIn('en');
export const dynamicParams = false;
