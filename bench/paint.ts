import type { Browser } from '@playwright/test';

import { median } from './stats';
import { VIEWPORTS } from './page-weight';

/**
 * First paint and largest paint under *applied* throttling: Chromium itself slows the network and the CPU
 * (DevTools protocol) the way Lighthouse's devtools mode does with its mobile preset, and the page's own
 * PerformanceObservers report FCP and LCP. Unlike Lighthouse's simulation, nothing is replayed from a
 * loopback trace, so the figures do not depend on which script happened to run first on a busy machine.
 */
/**
 * Lighthouse 12's `mobileSlow4G` as its devtools mode applies it (RTT 150 ms × 3.75, 1.6 Mbit/s × 0.9,
 * 750 kbit/s × 0.9).
 */
export const THROTTLING = {
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  cpuSlowdown: 4,
} as const;

/** One load: ms from navigation start; layout shift is the sum of every shift without input (0 is none). */
export type PaintFigures = { fcpMs: number; lcpMs: number; layoutShift: number; documentMs: number };
export type PaintSeries = { median: PaintFigures; runs: PaintFigures[] };
/** A page's loads and the reference page's loads taken between them, and their medians' ratios. */
export type PaintComparison = {
  route: PaintSeries;
  floor: PaintSeries;
  fcpRatio: number;
  lcpRatio: number;
};

/** Installed before the page's own scripts; read once the load has settled. */
const OBSERVERS = `
  window.__paint = { fcpMs: 0, lcpMs: 0, layoutShift: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__paint.fcpMs = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    window.__paint.lcpMs = list.getEntries().at(-1).startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__paint.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** One first visit (a fresh context: no cache, no connection) on Lighthouse's mobile screen, throttled. */
export async function throttledLoad(browser: Browser, url: string): Promise<PaintFigures> {
  const context = await browser.newContext({ ...VIEWPORTS.mobile });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      // DevTools takes bytes per second, as Lighthouse converts them.
      downloadThroughput: Math.floor((THROTTLING.downloadKbps * 1024) / 8),
      uploadThroughput: Math.floor((THROTTLING.uploadKbps * 1024) / 8),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await page.addInitScript(OBSERVERS);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // LCP can still change after load (a picture decoded late): read once the network is quiet.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const figures = await page.evaluate(() => {
      const paint = (window as unknown as { __paint: Omit<PaintFigures, 'documentMs'> }).__paint;
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return { ...paint, documentMs: navigation?.responseEnd ?? 0 };
    });
    if (!figures.fcpMs || !figures.lcpMs) throw new Error(`${url}: no FCP or LCP reported`);
    return figures;
  } finally {
    await context.close();
  }
}

export function series(runs: PaintFigures[]): PaintSeries {
  const of = (key: keyof PaintFigures) => median(runs.map((run) => run[key]));
  return {
    median: {
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      layoutShift: of('layoutShift'),
      documentMs: of('documentMs'),
    },
    runs,
  };
}

export function comparison(route: PaintFigures[], floor: PaintFigures[]): PaintComparison {
  const measured = series(route);
  const reference = series(floor);
  return {
    route: measured,
    floor: reference,
    fcpRatio: measured.median.fcpMs / reference.median.fcpMs,
    lcpRatio: measured.median.lcpMs / reference.median.lcpMs,
  };
}

/**
 * `runs` loads of a page alternating with loads of the reference page (reference, page, page, reference,
 * reference, page, …), so both meet the same minutes of the machine; one untimed load of each first (the
 * server's image cache).
 */
export async function interleavedLoads(
  browser: Browser,
  floorUrl: string,
  url: string,
  runs: number,
): Promise<PaintComparison> {
  await throttledLoad(browser, floorUrl);
  await throttledLoad(browser, url);
  const route: PaintFigures[] = [];
  const floor: PaintFigures[] = [];
  // Each pair in the other order than the one before (floor then page, page then floor, …): a load that
  // pays for the one before it (a browser context being torn down) is the floor's as often as the page's.
  for (let run = 0; run < runs; run++) {
    const floorFirst = run % 2 === 0;
    if (floorFirst) floor.push(await throttledLoad(browser, floorUrl));
    route.push(await throttledLoad(browser, url));
    if (!floorFirst) floor.push(await throttledLoad(browser, floorUrl));
  }
  return comparison(route, floor);
}
