import type { CarouselLabels } from '@/components/ui/carousel.client';
import type { LightboxLabels } from '@/components/ui/lightbox-types';

/** The theme demo pages are English only: their UI strings live here, not in content/i18n. */
export function carouselLabels(name: string): CarouselLabels {
  return {
    carousel: name,
    previous: 'Previous slide',
    next: 'Next slide',
    slide: 'Slide {n} of {total}',
    goTo: 'Go to slide {n}',
    pause: 'Pause',
    play: 'Play',
  };
}

export const LIGHTBOX_LABELS: LightboxLabels = {
  close: 'Close',
  previous: 'Previous picture',
  next: 'Next picture',
  imageError: 'The image cannot be loaded',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  gallery: 'Gallery',
};

/** Said to assistive technology after a link that opens a new tab. */
export const NEW_TAB_NOTE = '(opens in a new tab)';
