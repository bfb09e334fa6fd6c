import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Reveal fades (components/ui/reveal.client.tsx) running now or about to start: those running, and the
 * waiting elements whose observer is due to start theirs (15 % of them in view, its threshold).
 */
const revealsPending = (page: Page) =>
  page.evaluate(() => {
    const running = document.getAnimations().filter((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return animation.playState === 'running' && !!target?.matches('[data-reveal]');
    });
    const due = [...document.querySelectorAll('[data-reveal][data-reveal-waiting]')].filter((element) => {
      const box = element.getBoundingClientRect();
      const shown =
        Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)) *
        Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
      return box.width * box.height > 0 && shown / (box.width * box.height) >= 0.15;
    });
    return running.length + due.length;
  });

/**
 * WCAG 2.2 AA: zero violations. Most callers turn animations off (reduced motion); where they are on, the
 * reveal fades in view are waited for first, since half-faded text reads as low contrast.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expect.poll(() => revealsPending(page), { message: 'reveal fades still running' }).toBe(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
