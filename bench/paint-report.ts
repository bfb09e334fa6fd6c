import { markdownTable } from 'markdown-table';

import { PAINT_BUDGETS, lcpLaterChance, lcpWithinBudget, measurablyLater } from './budgets';
import type { PaintComparison } from './paint';
import type { BenchResults } from './results';

const mark = (pass: boolean) => (pass ? 'PASS' : 'MISS');
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

/**
 * A page's medians and their ratios to the floor's from the same minutes, judged when `judge` (`later`:
 * whether its LCP is measurably later than its floor's).
 */
function paintRow(label: string, measured: PaintComparison, judge: boolean, later = false): string[] {
  const ratio = (value: number, budget: number) =>
    `${value.toFixed(2)} ×${judge ? ` ${mark(value <= budget)}` : ''}`;
  const median = measured.route.median;
  // Above the floor, the chance that the floor's own loads would come out this late says whether it counts.
  const chance =
    measured.lcpRatio > PAINT_BUDGETS.lcpRatioToFloor
      ? ` (chance ${lcpLaterChance(measured).toFixed(4)})`
      : '';
  return [
    label,
    ms(median.fcpMs),
    ratio(measured.fcpRatio, PAINT_BUDGETS.fcpRatioToFloor),
    ms(median.lcpMs),
    `${measured.lcpRatio.toFixed(2)} ×${chance}${judge ? ` ${mark(lcpWithinBudget(measured, later))}` : ''}`,
    `${median.layoutShift.toFixed(3)}${judge ? ` ${mark(median.layoutShift <= PAINT_BUDGETS.layoutShift)}` : ''}`,
    ms(median.documentMs),
    `${ms(measured.floor.median.fcpMs)} / ${ms(measured.floor.median.lcpMs)}`,
  ];
}

/** The paint part of the report: the control row first; an invalid run shows its figures without verdicts. */
export function paintSection(results: BenchResults): string {
  const paint = results.paint;
  if (!paint) return '';
  const { control } = paint;
  const later = measurablyLater(paint.routes);
  const spread = (key: 'fcpMs' | 'lcpMs', of: PaintComparison['route']) =>
    of.runs.map((run) => Math.round(run[key])).join(', ');
  return [
    `## First and largest paint, applied throttling, median of ${paint.runs} loads`,
    '',
    `Chromium applies Lighthouse's mobile preset through the DevTools protocol (${paint.throttling.latencyMs} ms ` +
      `request latency, ${paint.throttling.downloadKbps} kbit/s down, ${paint.throttling.uploadKbps} up, ` +
      `CPU ${paint.throttling.cpuSlowdown}×; Lighthouse's mobile screen); each load is a first visit in a fresh ` +
      `context, FCP and LCP come from the page's own PerformanceObservers. Each route's loads alternate with ` +
      `the paint floor's (${paint.floorPath}: the home's first hero picture and its title, no stylesheet, no ` +
      `island); ratios are of medians from the same minutes. The control row is the floor against itself: ` +
      `outside ${PAINT_BUDGETS.control.min}-${PAINT_BUDGETS.control.max} × the run is invalid and judges nothing. ` +
      `An LCP above the floor's shows its chance: how often splitting the page's and the floor's loads, pooled, ` +
      `into two groups of ${paint.runs} ranks the page's group at least as late (Mann-Whitney's test, exact); ` +
      `the page is measurably later than the floor, and misses, when its chance stays below ` +
      `${PAINT_BUDGETS.lcpLaterChance} over the run's ${Object.keys(paint.routes).length} routes (Holm's step-down: ` +
      `the smallest chance below ${PAINT_BUDGETS.lcpLaterChance} / ${Object.keys(paint.routes).length}, the next ` +
      `below ${PAINT_BUDGETS.lcpLaterChance} / ${Object.keys(paint.routes).length - 1}, …). A page whose ` +
      `first picture is heavier than the floor's is measured against a picture floor (the floor page with that ` +
      `picture), itself shown against the floor.`,
    '',
    markdownTable([
      [
        'route',
        'FCP',
        'FCP / floor',
        'LCP',
        'LCP / floor',
        'layout shift',
        'document done',
        'floor FCP / LCP',
      ],
      [
        '**budget**',
        '',
        `≤ ${PAINT_BUDGETS.fcpRatioToFloor} ×`,
        '',
        `≤ ${PAINT_BUDGETS.lcpRatioToFloor.toFixed(2)} ×, or not measurably later`,
        `${PAINT_BUDGETS.layoutShift}`,
        '',
        '',
      ],
      paintRow(`control: ${paint.floorPath} against itself`, control, false),
      ...Object.entries(paint.pictureFloors ?? {}).map(([path, measured]) =>
        paintRow(`picture floor: ${path} against ${paint.floorPath}`, measured, false),
      ),
      ...Object.entries(paint.routes).map(([path, measured]) => {
        const floor = paint.routeFloors?.[path];
        const label = floor ? `${path} (against ${floor})` : path;
        return paintRow(label, measured, paint.valid, later.has(path));
      }),
    ]),
    '',
    paint.valid
      ? `Control ${control.fcpRatio.toFixed(2)} × (FCP) and ${control.lcpRatio.toFixed(2)} × (LCP): valid.`
      : `**Invalid run**: the control gave ${control.fcpRatio.toFixed(2)} × (FCP) and ${control.lcpRatio.toFixed(2)} × ` +
        '(LCP); the routes are shown, not judged.',
    `Control loads: FCP ${spread('fcpMs', control.floor)} against ${spread('fcpMs', control.route)} ms; ` +
      `LCP ${spread('lcpMs', control.floor)} against ${spread('lcpMs', control.route)} ms.`,
  ].join('\n');
}
