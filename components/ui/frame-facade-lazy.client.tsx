'use client';

// Imported here too, so they are the route's styles, inlined in its document (docs/architecture.md).
import './frame-facade.module.css';

import dynamic from 'next/dynamic';

/** The facade of a map or video frame, in a chunk of its own. */
export const FrameFacade = dynamic(() =>
  import('./frame-facade.client').then((module) => module.FrameFacade),
);
