// /en/contact: the contact page in English (components/routes/contact.tsx).
import { onlyIn } from '@/lib/routes';

export { default, generateMetadata } from '@/components/routes/contact';
export const generateStaticParams = onlyIn('en');
export const dynamicParams = false;
