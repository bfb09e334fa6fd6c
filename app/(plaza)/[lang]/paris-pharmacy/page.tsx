// /en/paris-pharmacy: the pharmacy in English (components/routes/pharmacy.tsx).
import { onlyIn } from '@/lib/routes';

export { default, generateMetadata } from '@/components/routes/pharmacy';
export const generateStaticParams = onlyIn('en');
export const dynamicParams = false;
