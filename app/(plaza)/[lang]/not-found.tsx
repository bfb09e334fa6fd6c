import { NotFoundBody } from '@/components/layout/not-found-body';

/**
 * The plaza layout's last-resort not-found boundary, for a notFound() no inner segment catches: the
 * boundaries of the gallery's `[page]` and of `404` draw nothing, as their layouts draw the not-found page.
 */
export default function PlazaNotFound() {
  return <NotFoundBody />;
}
