// /es/plano-plaza-paris: the site plan in Spanish (components/routes/site-plan.tsx).
import { onlyIn } from '@/lib/routes';

export { default, generateMetadata } from '@/components/routes/site-plan';
export const generateStaticParams = onlyIn('es');
export const dynamicParams = false;
