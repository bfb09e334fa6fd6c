// A spare page (past the last picture) is drawn as the plaza's not-found page.
export { SparePageLayout as default } from '@/components/routes/gallery-later';
