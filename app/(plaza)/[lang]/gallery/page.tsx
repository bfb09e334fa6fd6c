// /en/gallery: the gallery in English (components/routes/gallery.tsx).
import { onlyIn } from '@/lib/routes';

export { default, generateMetadata } from '@/components/routes/gallery';
export const generateStaticParams = onlyIn('en');
export const dynamicParams = false;
