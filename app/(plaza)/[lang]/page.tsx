// /es, /en: the home (components/routes/home.tsx), in both languages of this segment's layout.
export { default, generateMetadata } from '@/components/routes/home';
export const dynamicParams = false;
