// /es/centro-medico-paris: the medical centre in Spanish (components/routes/medical-centre.tsx).
import { onlyIn } from '@/lib/routes';

export { default, generateMetadata } from '@/components/routes/medical-centre';
export const generateStaticParams = onlyIn('es');
export const dynamicParams = false;
