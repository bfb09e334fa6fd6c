'use client';

// Imported here too, so they are the route's styles, inlined in its document (docs/architecture.md).
import './video-modal.module.css';

import dynamic from 'next/dynamic';

/** The video modal, in a chunk of its own. */
export const VideoModal = dynamic(() => import('./video-modal.client').then((module) => module.VideoModal));
