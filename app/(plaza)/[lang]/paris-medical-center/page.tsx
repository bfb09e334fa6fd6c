// /en/paris-medical-center: the medical centre in English (components/routes/medical-centre.tsx).
import { onlyIn } from '@/lib/routes';

export { default, generateMetadata } from '@/components/routes/medical-centre';
export const generateStaticParams = onlyIn('en');
export const dynamicParams = false;
