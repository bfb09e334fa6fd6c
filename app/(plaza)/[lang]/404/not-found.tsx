/**
 * In the browser, <NotFoundStatus /> (this route's page) throws Next's not-found signal again; this segment
 * catches it and draws nothing, so the layout's page stays on screen.
 */
export default function SilentNotFound() {
  return null;
}
