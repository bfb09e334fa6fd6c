'use client';

// Imported here too, so they are the route's styles, inlined in its document (docs/architecture.md).
import 'keen-slider/keen-slider.min.css';
import './carousel.module.css';

import dynamic from 'next/dynamic';

/** The slider (keen-slider), in a chunk of its own. */
export const Carousel = dynamic(() => import('./carousel.client').then((module) => module.Carousel));
