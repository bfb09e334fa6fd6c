// /es/farmacia-paris: the pharmacy in Spanish (components/routes/pharmacy.tsx).
import { onlyIn } from '@/lib/routes';

export { default, generateMetadata } from '@/components/routes/pharmacy';
export const generateStaticParams = onlyIn('es');
export const dynamicParams = false;
