import Link from 'next/link';

import { Carousel } from '@/components/ui/carousel.client';
import type { TestimonialDemo } from '@/app/(theme)/_content/types';

import { carouselLabels } from './labels';
import styles from './testimonial-slider.module.css';

type Props = {
  testimonials: readonly TestimonialDemo[];
  /** Names the carousel, e.g. 'What clients say'. */
  label: string;
  perView?: Record<number, number>;
  loop?: boolean;
  dots?: boolean;
  /** Spec: 900 ms on the demo sliders. */
  duration?: number;
  autoplay?: number;
};

/** Client quotes in the shared Carousel; each quote is server-rendered inside its slide. */
export function TestimonialSlider({
  testimonials,
  label,
  perView = { 0: 1 },
  loop = true,
  dots = true,
  duration = 900,
  autoplay,
}: Props) {
  return (
    <Carousel
      labels={carouselLabels(label)}
      perView={perView}
      loop={loop}
      dots={dots}
      duration={duration}
      autoplay={autoplay}
    >
      {testimonials.map((testimonial) => (
        <figure key={testimonial.name} className={styles.quote}>
          <blockquote className={styles.text}>
            <p>{testimonial.descriptions}</p>
          </blockquote>
          <figcaption className={styles.author}>
            <strong>{testimonial.name}</strong>
            <span>
              {testimonial.designation},{' '}
              {testimonial.webLink.startsWith('/') ? (
                <Link href={testimonial.webLink}>{testimonial.companyName}</Link>
              ) : (
                testimonial.companyName
              )}
            </span>
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
