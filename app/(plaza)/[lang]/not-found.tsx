import { NotFoundBody } from '@/components/layout/not-found-body';

/**
 * The plaza layout's last-resort not-found boundary, for a notFound() no inner segment catches: the pages'
 * own boundaries (`[[...slug]]`, `404`) draw nothing, since their layouts draw the not-found page.
 */
export default function PlazaNotFound() {
  return <NotFoundBody />;
}
