'use client';

import dynamic from 'next/dynamic';

/** The lightbox gallery (its viewer and styles load on first open), in a chunk of its own. */
export const LightboxGallery = dynamic(() =>
  import('./lightbox-gallery.client').then((module) => module.LightboxGallery),
);
