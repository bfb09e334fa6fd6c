'use client';

// Imported here too, so they are the route's styles, inlined in its document (docs/architecture.md).
import './directory-finder.module.css';

import dynamic from 'next/dynamic';

/** The directory finder, in a chunk of its own. */
export const DirectoryFinder = dynamic(() =>
  import('./directory-finder.client').then((module) => module.DirectoryFinder),
);
