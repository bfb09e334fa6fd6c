/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';

import type { Counter } from '@/app/(theme)/_content/types';

import { CounterTiles } from './counter-tiles';

const counters: Counter[] = [
  { startCount: 0, endCount: 80, metaText1: 'Years of', metaText2: 'Experience', animationDelay: 0 },
  {
    startCount: 0,
    endCount: 6750,
    metaText1: 'Projects',
    metaText2: 'Done',
    animationDelay: 100,
    suffix: '+',
  },
];

/** A controllable IntersectionObserver: tests decide when the tiles scroll into view. */
let observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function scrollIntoView() {
  for (const { callback, targets } of observers) {
    callback(
      targets.map(
        (target) =>
          ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry,
      ),
      {} as IntersectionObserver,
    );
  }
}

/**
 * One live media query list, as a browser has: the islands read it when they mount and may listen
 * for changes, so a test changes the preference by firing `change`.
 */
const listeners = new Set<(event: { matches: boolean }) => void>();
let reduced = false;
window.matchMedia = ((query: string) => ({
  get matches() {
    return reduced && query.includes('reduce');
  },
  media: query,
  addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
  removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
    listeners.delete(listener),
  addListener: (listener: (event: { matches: boolean }) => void) => listeners.add(listener),
  removeListener: (listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
})) as unknown as typeof window.matchMedia;

function prefersReducedMotion(reduce: boolean) {
  reduced = reduce;
  listeners.forEach((listener) => listener({ matches: reduce }));
}

const digits = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-counter] [aria-hidden="true"]')].map((node) => node.textContent);

beforeEach(() => {
  observers = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});

describe('CounterTiles', () => {
  it('gives assistive technology the final values and labels from the start', () => {
    prefersReducedMotion(false);
    render(<CounterTiles counters={counters} label="Figures" />);
    const list = screen.getByRole('list', { name: 'Figures' });
    expect(list).toHaveTextContent('80');
    expect(list).toHaveTextContent('Years of Experience');
    expect(list).toHaveTextContent('6750+');
  });

  it('shows zero until the tiles are visible, then counts up to the end value', async () => {
    prefersReducedMotion(false);
    const { container } = render(<CounterTiles counters={counters} label="Figures" />);
    expect(digits(container)).toEqual(['0', '0+']);
    act(() => scrollIntoView());
    // The count-up lasts 1 s; wait for its end state rather than a fixed time.
    await waitFor(() => expect(digits(container)).toEqual(['80', '6750+']), { timeout: 3000 });
  });

  it('shows the final values at once when the visitor prefers reduced motion', () => {
    prefersReducedMotion(true);
    const { container } = render(<CounterTiles counters={counters} label="Figures" />);
    expect(digits(container)).toEqual(['80', '6750+']);
  });
});
