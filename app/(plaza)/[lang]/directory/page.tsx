// /en/directory: the directory in English (components/routes/directory.tsx).
import { onlyIn } from '@/lib/routes';

export { default, generateMetadata } from '@/components/routes/directory';
export const generateStaticParams = onlyIn('en');
export const dynamicParams = false;
