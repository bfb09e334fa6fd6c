'use client';

import 'keen-slider/keen-slider.min.css';

import { useKeenSlider, type KeenSliderInstance, type KeenSliderPlugin } from 'keen-slider/react';
import { Children, useEffect, useId, useRef, useState, type ReactNode } from 'react';

import styles from './carousel.module.css';

/** Everything a carousel says to assistive technology, in the page's language. */
export type CarouselLabels = {
  carousel: string;
  previous: string;
  next: string;
  /** "Slide {n} of {total}" and "Go to slide {n}": `{n}` and `{total}` are replaced. */
  slide: string;
  goTo: string;
  pause: string;
  play: string;
};

export type CarouselProps = {
  children: ReactNode;
  labels: CarouselLabels;
  /** Slides in view, by minimum viewport width in px (0 = default). E.g. `{0: 1, 576: 2}`. */
  perView?: Record<number, number>;
  /** Slide change duration in ms (spec: 1200 hero, 900 testimonials and demo sliders). */
  duration?: number;
  fade?: boolean;
  loop?: boolean;
  /** Autoplay interval in ms; the carousel then shows a pause button and pauses on hover and focus. */
  autoplay?: number;
  dots?: boolean | 'from-768';
  arrows?: boolean;
  spacing?: number;
  className?: string;
};

const format = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * Cross-fades slides instead of sliding them (keen-slider renders positions; we map them to opacity). The
 * slides are stacked, so the arriving one goes on top and the others stop taking clicks: a transparent
 * slide above would otherwise catch the clicks and hovers meant for the one on screen.
 */
const fadePlugin: KeenSliderPlugin = (slider) => {
  const apply = () => {
    slider.track.details?.slides.forEach((slide, index) => {
      const element = slider.slides[index];
      if (!element) return;
      const front = slide.portion >= 0.5;
      element.style.opacity = String(slide.portion);
      element.style.zIndex = front ? '1' : '0';
      element.style.pointerEvents = front ? '' : 'none';
    });
  };
  slider.on('created', apply);
  slider.on('detailsChanged', apply);
};

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Accessible carousel around server-rendered slides (WAI-ARIA carousel pattern): the slides stay in the
 * HTML and, without JavaScript, scroll horizontally; with it, keen-slider drives them.
 */
export function Carousel({
  children,
  labels,
  perView = { 0: 1 },
  duration = 900,
  fade = false,
  loop = false,
  autoplay,
  dots = true,
  arrows = true,
  spacing = 24,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const id = useId();
  const [current, setCurrent] = useState(0);
  const [ready, setReady] = useState(false);
  // Slide positions live in keen-slider; React keeps the part it renders: the last index and what is visible.
  const [maxIdx, setMaxIdx] = useState(slides.length - 1);
  const [visible, setVisible] = useState<boolean[]>([]);
  const [playing, setPlaying] = useState(!!autoplay);
  const [interrupted, setInterrupted] = useState(false);

  const breakpoints = Object.fromEntries(
    Object.entries(perView)
      .filter(([min]) => Number(min) > 0)
      .map(([min, count]) => [`(min-width: ${min}px)`, { slides: { perView: fade ? 1 : count, spacing } }]),
  );
  const sync = (instance: KeenSliderInstance) => {
    const details = instance.track.details;
    if (!details) return;
    setCurrent(details.rel);
    setMaxIdx(details.maxIdx);
    setVisible(details.slides.map((slide) => slide.portion > 0.5));
  };
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop,
      defaultAnimation: { duration: reducedMotion() ? 0 : duration },
      renderMode: fade ? 'custom' : 'precision',
      slides: { perView: fade ? 1 : (perView[0] ?? 1), spacing: fade ? 0 : spacing },
      breakpoints,
      created: (instance: KeenSliderInstance) => {
        setReady(true);
        sync(instance);
      },
      updated: (instance: KeenSliderInstance) => sync(instance),
      slideChanged: (instance: KeenSliderInstance) => sync(instance),
      // slideChanged fires mid-move, when the arriving slide is only half in view: settle at the end.
      animationEnded: (instance: KeenSliderInstance) => sync(instance),
    },
    fade ? [fadePlugin] : [],
  );

  const paused = !playing || interrupted;
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => {
    if (!autoplay || paused || reducedMotion()) return;
    timer.current = setInterval(() => slider.current?.next(), autoplay);
    return () => clearInterval(timer.current);
  }, [autoplay, paused, slider]);

  const total = slides.length;
  // A looping track has no last index (keen-slider says Infinity): one dot per slide then.
  const count = loop || !Number.isFinite(maxIdx) ? total - 1 : Math.max(0, Math.min(maxIdx, total - 1));

  return (
    <section
      className={`${styles.carousel} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      onMouseEnter={() => setInterrupted(true)}
      onMouseLeave={() => setInterrupted(false)}
      onFocus={() => setInterrupted(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInterrupted(false);
      }}
    >
      {autoplay ? (
        <button type="button" className={styles.pause} onClick={() => setPlaying((value) => !value)}>
          {playing ? labels.pause : labels.play}
        </button>
      ) : null}
      <div
        ref={sliderRef}
        id={id}
        className={`keen-slider ${styles.track} ${ready ? styles.ready : ''} ${fade ? styles.fade : ''}`}
        data-fade-track={fade ? '' : undefined}
        aria-live={autoplay && !paused ? 'off' : 'polite'}
        style={{ '--per-view': perView[0] ?? 1 } as React.CSSProperties}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            className={`keen-slider__slide ${styles.slide}`}
            role="group"
            aria-roledescription="slide"
            aria-label={format(labels.slide, { n: index + 1, total })}
            // Slides out of view stay out of the tab order and the accessibility tree.
            inert={ready && visible[index] === false ? true : undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      {ready && total > 1 ? (
        <div className={styles.controls}>
          {arrows ? (
            <button
              type="button"
              className={styles.arrow}
              aria-controls={id}
              onClick={() => slider.current?.prev()}
              disabled={!loop && current === 0}
            >
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{labels.previous}</span>
            </button>
          ) : null}
          {dots ? (
            <div className={`${styles.dots} ${dots === 'from-768' ? styles.dotsWide : ''}`}>
              {Array.from({ length: count + 1 }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className={styles.dot}
                  aria-controls={id}
                  aria-current={index === current ? 'true' : undefined}
                  aria-label={format(labels.goTo, { n: index + 1, total })}
                  onClick={() => slider.current?.moveToIdx(index)}
                />
              ))}
            </div>
          ) : null}
          {arrows ? (
            <button
              type="button"
              className={styles.arrow}
              aria-controls={id}
              onClick={() => slider.current?.next()}
              disabled={!loop && current >= count}
            >
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{labels.next}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
