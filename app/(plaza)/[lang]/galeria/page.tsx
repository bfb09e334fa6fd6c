// /es/galeria: the gallery in Spanish (components/routes/gallery.tsx).
import { onlyIn } from '@/lib/routes';

export { default, generateMetadata } from '@/components/routes/gallery';
export const generateStaticParams = onlyIn('es');
export const dynamicParams = false;
