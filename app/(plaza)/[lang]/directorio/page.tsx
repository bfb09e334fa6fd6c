// /es/directorio: the directory in Spanish (components/routes/directory.tsx).
import { onlyIn } from '@/lib/routes';

export { default, generateMetadata } from '@/components/routes/directory';
export const generateStaticParams = onlyIn('es');
export const dynamicParams = false;
