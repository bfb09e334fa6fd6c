/**
 * Where a no-JavaScript post lands after success: back on its static page, whose pre-rendered HTML holds
 * a `#contact-sent` notice that CSS `:target` reveals. The query keeps a reload from looking like a repost.
 */
export const SENT_FRAGMENT = 'contact-sent';
export const sentLocation = (page: string) => `${page}?contact=sent#${SENT_FRAGMENT}`;
