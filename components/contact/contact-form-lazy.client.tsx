'use client';

// Imported here too, so they are the route's styles, inlined in its document (docs/architecture.md).
import './contact-form.module.css';

import dynamic from 'next/dynamic';

/** The contact form, in a chunk of its own. */
export const ContactForm = dynamic(() =>
  import('./contact-form.client').then((module) => module.ContactForm),
);
