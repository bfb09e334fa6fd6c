'use client';

// The islands' styles are the page's, not their chunks': a split chunk's stylesheet is a <link> that holds
// the first paint for a round trip, where the page's own CSS is inlined in its document (next.config.mjs).
import 'keen-slider/keen-slider.min.css';
import './carousel.module.css';
import './frame-facade.module.css';
import './video-modal.module.css';
import '@/components/contact/contact-form.module.css';
import '@/components/sections/directory-finder.module.css';

import dynamic from 'next/dynamic';

/**
 * Every plaza page is one route, and a route ships every island its modules import to every page it renders:
 * these islands are split, each a chunk of its own that only the pages showing it load (docs/architecture.md,
 * "The plaza site").
 */
export const Carousel = dynamic(() => import('./carousel.client').then((module) => module.Carousel));
export const ContactForm = dynamic(() =>
  import('@/components/contact/contact-form.client').then((module) => module.ContactForm),
);
export const DirectoryFinder = dynamic(() =>
  import('@/components/sections/directory-finder.client').then((module) => module.DirectoryFinder),
);
export const FrameFacade = dynamic(() =>
  import('./frame-facade.client').then((module) => module.FrameFacade),
);
export const LightboxGallery = dynamic(() =>
  import('./lightbox-gallery.client').then((module) => module.LightboxGallery),
);
export const VideoModal = dynamic(() => import('./video-modal.client').then((module) => module.VideoModal));
