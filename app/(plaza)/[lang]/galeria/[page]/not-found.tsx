/**
 * A spare gallery page's <NotFoundStatus /> throws Next's not-found signal again in the browser; caught
 * here, it draws nothing, and the not-found page its layout drew stays on screen.
 */
export { default } from '../../404/not-found';
