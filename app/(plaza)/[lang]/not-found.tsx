import { NotFoundBody } from '@/components/layout/not-found-body';

/**
 * A plaza address in the route table with nothing to show: the spare gallery pages past the last picture
 * (pre-rendered as 404s so the gallery can grow without a build). Next pre-renders such a page as an
 * empty shell and draws this once its script runs; without this file nothing would be drawn.
 */
export default function PlazaNotFound() {
  return <NotFoundBody />;
}
