// /es/contacto: the contact page in Spanish (components/routes/contact.tsx).
import { onlyIn } from '@/lib/routes';

export { default, generateMetadata } from '@/components/routes/contact';
export const generateStaticParams = onlyIn('es');
export const dynamicParams = false;
