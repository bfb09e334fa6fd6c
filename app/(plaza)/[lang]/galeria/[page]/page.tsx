// /es/galeria/<n>: the gallery's later pages, spares included (components/routes/gallery-later.tsx).
import { laterPageParams } from '@/components/routes/gallery-later';

export { default, generateMetadata } from '@/components/routes/gallery-later';
export const generateStaticParams = laterPageParams('es');
export const dynamicParams = false;
