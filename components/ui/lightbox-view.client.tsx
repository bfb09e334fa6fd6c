'use client';

import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';

import { useEffect, useMemo, useRef } from 'react';
import Lightbox, { type SlideImage, type ZoomRef } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';

import { DEVICE_SIZES } from '@/lib/image-sources.mjs';

import type { LightboxImage, LightboxLabels } from './lightbox-types';
import { useMotionKit } from './use-motion-kit';

function slide(image: LightboxImage): SlideImage {
  const optimised = (width: number) => `/_next/image?url=${encodeURIComponent(image.src)}&w=${width}&q=75`;
  // The optimiser serves only these widths, and never wider than the source.
  const widths = DEVICE_SIZES.filter((width) => width <= image.width);
  return {
    src: optimised(widths.at(-1) ?? DEVICE_SIZES[0]!),
    alt: image.alt,
    width: image.width,
    height: image.height,
    srcSet: widths.map((width) => ({
      src: optimised(width),
      width,
      height: Math.round((image.height * width) / image.width),
    })),
  };
}

type Props = {
  images: LightboxImage[];
  index: number;
  labels: LightboxLabels;
  onClose: () => void;
  onView: (index: number) => void;
};

/**
 * The heavy part of the lightbox, loaded only when a visitor opens a picture. Spec constants inline, but for
 * the backdrop, which stays opaque (docs/architecture.md, "The lightbox's backdrop is opaque").
 */
export default function LightboxView({ images, index, labels, onClose, onView }: Props) {
  const zoomRef = useRef<ZoomRef>(null);
  const slides = useMemo(() => images.map(slide), [images]);
  // The motion kit comes after the lightbox has opened: the photo never waits for framer-motion.
  const [kit, loadKit] = useMotionKit();
  useEffect(() => {
    void loadKit();
  }, [loadKit]);
  // `z` toggles zoom (spec); arrows, Escape and +/- are the lightbox's own keys.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'z' || event.ctrlKey || event.metaKey || event.altKey) return;
      const zoom = zoomRef.current;
      if (zoom) (zoom.zoom > 1 ? zoom.zoomOut : zoom.zoomIn)();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides}
      plugins={[Zoom, Counter]}
      on={{ view: ({ index: viewed }) => onView(viewed) }}
      carousel={{ finite: images.length <= 2, spacing: '10%', preload: 2 }}
      animation={{ fade: 333, swipe: 333 }}
      zoom={{ ref: zoomRef, maxZoomPixelRatio: 4, keyboardMoveDistance: 80, doubleTapDelay: 300 }}
      counter={{ separator: ' / ', container: { style: { top: 0, bottom: 'unset' } } }}
      labels={{
        Close: labels.close,
        Previous: labels.previous,
        Next: labels.next,
        'Photo gallery': labels.gallery,
        Lightbox: labels.gallery,
        'Zoom in': labels.zoomIn,
        'Zoom out': labels.zoomOut,
      }}
      render={{
        iconError: () => <span role="alert">{labels.imageError}</span>,
        // The photo shown grows in (framer-motion); its neighbours wait a little smaller.
        slideContainer: ({ slide: shown, children }) =>
          kit ? (
            <kit.PhotoTransition current={slides.indexOf(shown as SlideImage) === index}>
              {children}
            </kit.PhotoTransition>
          ) : (
            children
          ),
      }}
      controller={{ closeOnBackdropClick: true }}
      toolbar={{ buttons: ['zoom', 'close'] }}
    />
  );
}
