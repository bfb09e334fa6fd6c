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
 * Every plaza page is one route (`app/(plaza)/[lang]/[[...slug]]`), and a route ships every island its
 * modules import to every page it renders. These islands are split: each is a chunk of its own, rendered
 * on the server as usual and loaded only by the pages that show it (the slider on the home, the form on
 * the contact and pharmacy pages, the lightbox on the gallery and the site plan, the video and map facades,
 * the directory's finder).
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
