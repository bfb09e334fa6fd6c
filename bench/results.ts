import type { Check } from './budgets';
import type { BuildFigures } from './build';
import type { GrowthStep, Linearity } from './growth';
import type { LighthouseResult, Preset } from './lighthouse';
import type { DocumentTraffic, ServingCost } from './stack';
import type { Viewport } from './page-weight';
import type { PaintComparison, THROTTLING } from './paint';
import type { WrkResult } from './throughput';
import type { DocumentOnTheWire } from './wire';

/** Everything one bench run measured: written to bench/results/latest.json and printed as tables. */
export type BenchResults = {
  startedAt: string;
  durationS: number;
  commit: string;
  options: { quick: boolean; parts: string[]; lighthouseRuns: number; wrkSeconds: number };
  machine: {
    cpus: number;
    memoryGiB: number;
    /** 1-minute load average sampled every 15 s through the run: other work on the machine skews figures. */
    load: { before: number; mean: number; max: number; after: number };
  };
  tools: Record<string, string>;
  routes: string[];
  build?: BuildFigures;
  lighthouse?: Record<string, Partial<Record<Preset, LighthouseResult>>>;
  javascript?: {
    floor: { path: string; gzipBytes: number };
    routes: Record<string, { gzipBytes: number; aboveFloorBytes: number; scripts: string[] }>;
  };
  weight?: Record<
    string,
    {
      htmlBytes: number;
      htmlGzipBytes: number;
      wire: DocumentOnTheWire;
      aboveFoldImageBytes: Record<Viewport, number>;
    }
  >;
  /**
   * FCP and LCP under applied throttling, each route's loads interleaved with the paint floor's; the control
   * is the floor interleaved with itself, and decides whether the run can judge the budgets.
   */
  paint?: {
    floorPath: string;
    throttling: typeof THROTTLING;
    runs: number;
    control: PaintComparison;
    valid: boolean;
    /**
     * Floors with another page's first picture (a page cannot paint a heavier picture as early as the floor's):
     * each against the floor, which measures how much later that picture alone paints.
     */
    pictureFloors?: Record<string, PaintComparison>;
    /** The routes measured against a picture floor instead of the floor, and which. */
    routeFloors?: Record<string, string>;
    routes: Record<string, PaintComparison>;
  };
  /** Per page: `next start` alone, nginx on the same gzip bytes, Varnish with the shipped and minimal VCL. */
  throughput?: {
    pages: {
      path: string;
      next: WrkResult;
      nginx: WrkResult;
      varnish: WrkResult;
      varnishMinimal: WrkResult;
      /** Cache hits over requests through the shipped VCL during its measured run. */
      hitRatio: number;
      varnishShareOfMinimalVcl: number;
    }[];
  };
  /**
   * The production stack over HTTPS and HTTP/2: requests per CPU-second against nginx proxying to a static
   * origin (the floor of an edge in front of a cache) and nginx alone (medians of the rounds; the control is
   * nginx against itself), and documents' bytes.
   */
  stack?: {
    rounds: number;
    pages: {
      path: string;
      stack: ServingCost[];
      nginx: ServingCost[];
      /** nginx's second series, interleaved with the first: the control. */
      nginxAgain: ServingCost[];
      /** The same TLS edge proxying to nginx serving the files: the floor of any edge-and-cache stack. */
      proxied: ServingCost[];
      /** The same edge in front of Varnish with a minimal VCL in front of the files: the floor with a cache. */
      cached: ServingCost[];
      control: number;
      valid: boolean;
      /** The stack over the proxied floor. */
      share: number;
      /** The stack over the cached floor: what the budget judges. */
      shareOfCacheFloor: number;
      shareOfNginx: number;
    }[];
    documents: Record<string, DocumentTraffic>;
    /** Each document's floor (app/(bench)/document-floor): its markup and styles as Next's least document. */
    documentFloors: Record<string, DocumentTraffic>;
  };
  growth?: { steps: GrowthStep[]; linearity: Linearity | null };
  checks: Check[];
};
