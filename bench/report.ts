import { markdownTable } from 'markdown-table';

import { BUDGETS, documentBudget, lighthouseRule, type Check } from './budgets';
import { PRESETS, type LighthouseFigures } from './lighthouse';
import { paintSection } from './paint-report';
import type { BenchResults } from './results';
import type { ServingCost } from './stack';
import { median } from './stats';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const MiB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const mark = (pass: boolean) => (pass ? 'PASS' : 'MISS');

const LIGHTHOUSE_COLUMNS: {
  key: keyof LighthouseFigures;
  title: string;
  format: (value: number) => string;
}[] = [
  { key: 'performance', title: 'performance', format: String },
  { key: 'accessibility', title: 'accessibility', format: String },
  { key: 'bestPractices', title: 'best practices', format: String },
  { key: 'seo', title: 'SEO', format: String },
  { key: 'cls', title: 'CLS', format: (value) => value.toFixed(3) },
  { key: 'tbtMs', title: 'TBT', format: (value) => `${Math.round(value)} ms` },
];

function lighthouseSection(results: BenchResults): string {
  if (!results.lighthouse) return '';
  const rows: string[][] = [];
  for (const preset of PRESETS) {
    rows.push([
      `**budget (${preset})**`,
      ...LIGHTHOUSE_COLUMNS.map((column) => lighthouseRule(column.key, preset)?.budget ?? '—'),
    ]);
    for (const [path, byPreset] of Object.entries(results.lighthouse)) {
      const result = byPreset[preset];
      if (!result) continue;
      rows.push([
        `${path} (${preset})`,
        ...LIGHTHOUSE_COLUMNS.map((column) => {
          const value = result.median[column.key];
          const rule = lighthouseRule(column.key, preset);
          return rule ? `${column.format(value)} ${mark(rule.pass(value))}` : column.format(value);
        }),
      ]);
    }
  }
  const failed = Object.entries(results.lighthouse).flatMap(([path, byPreset]) =>
    PRESETS.flatMap((preset) =>
      byPreset[preset]?.failedAudits.length
        ? [`- ${path} (${preset}): ${byPreset[preset]!.failedAudits.join(', ')}`]
        : [],
    ),
  );
  return [
    `## Lighthouse 12, median of ${results.options.lighthouseRuns} run(s) per route and preset`,
    '',
    'Simulated throttling: scores, CLS and TBT. Paint times are measured under applied throttling (above).',
    '',
    markdownTable([['route', ...LIGHTHOUSE_COLUMNS.map((column) => column.title)], ...rows]),
    ...(failed.length ? ['', 'Audits below full score:', ...failed] : []),
  ].join('\n');
}

function javascriptSection(results: BenchResults): string {
  const js = results.javascript;
  if (!js) return '';
  const checks = new Map(
    results.checks.filter((check) => check.part === 'javascript').map((check) => [check.subject, check]),
  );
  return [
    `## JavaScript shipped (gzip; framework floor: ${js.floor.path} = ${kB(js.floor.gzipBytes)})`,
    '',
    markdownTable([
      ['route', 'scripts', 'total', 'above the floor', 'budget', ''],
      ...Object.entries(js.routes).map(([path, weight]) => {
        const check = checks.get(path);
        return [
          path,
          String(weight.scripts.length),
          kB(weight.gzipBytes),
          kB(weight.aboveFloorBytes),
          check?.budget ?? '',
          check ? mark(check.pass) : '',
        ];
      }),
    ]),
  ].join('\n');
}

function weightSection(results: BenchResults): string {
  if (!results.weight) return '';
  return [
    '## Page weight',
    '',
    markdownTable([
      [
        'route',
        'HTML',
        'on the wire, gzip: body + headers',
        'on the wire, brotli: body + headers',
        'images above the fold, mobile',
        'images above the fold, desktop',
      ],
      ...Object.entries(results.weight).map(([path, weight]) => {
        const bytes = (wire: { bodyBytes: number; headerBytes: number }) =>
          `${(wire.bodyBytes + wire.headerBytes).toLocaleString('en')} B (${kB(wire.bodyBytes)} + ${kB(wire.headerBytes)})`;
        return [
          path,
          kB(weight.htmlBytes),
          bytes(weight.wire.gzip),
          bytes(weight.wire.brotli),
          kB(weight.aboveFoldImageBytes.mobile),
          kB(weight.aboveFoldImageBytes.desktop),
        ];
      }),
    ]),
    '',
    'The document as `next start` sends it with gzip (its own headers, HTTP/1.1), and with brotli at quality 11 ' +
      "(brotli's best) with the same headers. The budget is judged once, on what the shipped edge sends " +
      '(the production stack below).',
  ].join('\n');
}

function throughputSection(results: BenchResults): string {
  const throughput = results.throughput;
  if (!throughput) return '';
  const rps = (value: number) => value.toFixed(0);
  const wrk = `wrk ${results.options.wrkSeconds} s after a 2 s warm-up, 50 connections, 2 threads, gzip, loopback`;
  return [
    `## Throughput (${wrk})`,
    '',
    'Requests/s of one page from `next start` alone, from nginx serving the very bytes it sent (pre-compressed, ' +
      '`gzip_static`), and from Varnish in front of the same `next start` with a minimal VCL (drops cookies) and ' +
      'with the shipped one (deploy/varnish/plaza.vcl; the two alternate, twice each, mean shown). Wall-clock ' +
      "figures, not judged (nothing here measures a server against itself): the shipped VCL's cost is judged " +
      'by the stack part below, per CPU-second with a control. The hit ratio is judged.',
    '',
    markdownTable([
      [
        'path',
        'next start',
        'nginx',
        'Varnish, minimal VCL',
        'Varnish, shipped VCL',
        'shipped / minimal',
        'hit ratio',
        'budget',
        'p99 next / nginx / minimal / shipped',
        'socket errors',
      ],
      ...throughput.pages.map((page) => {
        const servers = [page.next, page.nginx, page.varnishMinimal, page.varnish];
        return [
          page.path,
          ...servers.map((server) => rps(server.requestsPerSecond)),
          percent(page.varnishShareOfMinimalVcl),
          `${(page.hitRatio * 100).toFixed(2)} % ${mark(page.hitRatio >= BUDGETS.hitRatio)}`,
          `≥ ${BUDGETS.hitRatio * 100} %`,
          servers.map((server) => `${server.p99Ms.toFixed(1)} ms`).join(' / '),
          servers.map((server) => server.socketErrors).join(' / '),
        ];
      }),
    ]),
  ].join('\n');
}

function stackSection(results: BenchResults): string {
  const stack = results.stack;
  if (!stack) return '';
  const rate = (costs: ServingCost[], figure: 'requestsPerCpuSecond' | 'requestsPerSecond') =>
    median(costs.map((cost) => cost[figure])).toFixed(0);
  return [
    '## The production stack (deploy/stack.sh: nginx TLS + HTTP/2 + brotli → Varnish → 2 × next start)',
    '',
    'Requests per CPU-second of the servers (every thread of every process of each, from the scheduler) for ' +
      '50,000 requests by h2load (100 clients × 10 streams, one thread, brotli, loopback, 5,000 first as a ' +
      'warm-up). Five servers, the same bytes the same way (TLS, HTTP/2, each page compressed once at the ' +
      "stack's fill level and sent with the headers Varnish sends): nginx alone serving the files; nginx " +
      'again (the control); **the files floor**, the shipped edge proxying to nginx serving the files (the ' +
      'cheapest origin there is); **the cache floor**, the shipped edge in front of Varnish with a minimal ' +
      'VCL (cookies dropped, a brotli object apart) in front of those files: what the design, an edge and ' +
      'Varnish, costs at least; and the whole stack, whose request path on a cached page is nginx and ' +
      "Varnish (the instances' and Redis's CPU meanwhile, probes and timers, is shown apart). " +
      `${stack.rounds} rounds; medians. The budget judges the stack against the cache floor: an edge's ` +
      'proxy hop alone costs more than the 20 % it allows against nginx alone (the "files floor / nginx" ' +
      "column), and Varnish's own cost per cached request, whatever its VCL, more than that against the files " +
      'floor (docs/bench.md). Wall-clock requests/s are shown, not judged: with the load generator on the ' +
      'same two cores they moved ±25 % between runs of the same server. Then ' +
      "each page's document on a new connection: everything h2load received (HPACK headers, body, frame " +
      "headers and settings), and how much of that arrives before the page's markup and styles are whole " +
      "(everything before React's payload, which only hydrates: the bytes a first paint waits for). Beside " +
      "each, its floor: the page's own markup and styles as one string in the least document Next sends for " +
      'them (app/(bench)/document-floor: no element tree, no island), through the same stack. Where the floor ' +
      `itself is over ${BUDGETS.documentBytes.toLocaleString('en-US')} bytes, no page with this content fits ` +
      'the first round trip, ' +
      `and the page is judged at ${BUDGETS.documentOverFloor} × its floor (docs/bench.md, "Documents").`,
    '',
    markdownTable([
      [
        'path',
        'nginx alone',
        'nginx again',
        'control',
        'files floor',
        'files floor / nginx',
        'cache floor',
        'whole stack',
        'stack / cache floor',
        'budget',
        'stack / files floor',
        'stack / nginx',
        'instances and Redis meanwhile',
        'wall req/s: nginx, files floor, cache floor, stack',
      ],
      ...stack.pages.map((page) => [
        page.path,
        rate(page.nginx, 'requestsPerCpuSecond'),
        rate(page.nginxAgain, 'requestsPerCpuSecond'),
        `${page.control.toFixed(3)} ${mark(page.valid)}`,
        rate(page.proxied, 'requestsPerCpuSecond'),
        percent(page.shareOfNginx / page.share),
        rate(page.cached, 'requestsPerCpuSecond'),
        rate(page.stack, 'requestsPerCpuSecond'),
        page.valid
          ? `${percent(page.shareOfCacheFloor)} ${mark(page.shareOfCacheFloor >= BUDGETS.stackShareOfNginx)}`
          : 'not judged',
        `≥ ${BUDGETS.stackShareOfNginx * 100} %`,
        percent(page.share),
        percent(page.shareOfNginx),
        `${median(page.stack.map((cost) => cost.othersCpuSeconds)).toFixed(2)} CPU-s`,
        [page.nginx, page.proxied, page.cached, page.stack]
          .map((costs) => rate(costs, 'requestsPerSecond'))
          .join(', '),
      ]),
    ]),
    '',
    markdownTable([
      [
        'document',
        'headers',
        'body (brotli)',
        'on the wire',
        'its floor',
        '× floor',
        'budget',
        'until markup and styles are whole (≤ 14,000)',
      ],
      ...Object.entries(stack.documents).map(([path, traffic]) => {
        const floor = stack.documentFloors[path]!.totalBytes;
        const budget = documentBudget(floor);
        return [
          path,
          String(traffic.headerBytes),
          String(traffic.dataBytes),
          `${traffic.totalBytes} ${mark(traffic.totalBytes <= budget)}`,
          String(floor),
          (traffic.totalBytes / floor).toFixed(2),
          budget === BUDGETS.documentBytes
            ? `≤ ${budget}`
            : `≤ ${budget} (${BUDGETS.documentOverFloor} × floor)`,
          `${traffic.paintBytes} ${mark(traffic.paintBytes <= BUDGETS.documentBytes)}`,
        ];
      }),
    ]),
  ].join('\n');
}

function growthSection(results: BenchResults): string {
  const growth = results.growth;
  if (!growth) return '';
  const line = growth.linearity;
  return [
    '## Cost growth (synthetic snapshot, fake WordPress, clean builds)',
    '',
    markdownTable([
      [
        'providers',
        'build time',
        'peak memory (process tree)',
        'WordPress requests',
        'queries read twice',
        '',
      ],
      ...growth.steps.map((step) => [
        `${step.factor}x = ${step.providers}`,
        seconds(step.ms),
        MiB(step.peakRssBytes),
        String(step.wordpressRequests),
        step.duplicateRequests.length ? step.duplicateRequests.join('<br>') : '0',
        mark(!step.duplicateRequests.length),
      ]),
    ]),
    ...(line
      ? [
          '',
          `Linear growth: t(${growth.steps.at(-1)!.factor}x)/t(${growth.steps[0]!.factor}x) = ${line.timeRatio.toFixed(2)} (≤ ${line.providerRatio}); ` +
            `added time per provider ${line.marginalMsPerProvider.map((ms) => `${ms.toFixed(1)} ms`).join(' then ')}; ` +
            `the line through the larger builds passes ${seconds(line.undercutMs)} below the smallest (${seconds(line.allowedMs)} allowed): ${mark(line.pass)}`,
        ]
      : []),
  ].join('\n');
}

function summary(results: BenchResults): string {
  const missed = results.checks.filter((check) => !check.pass);
  const load = results.machine.load;
  return [
    '## Summary',
    '',
    `${results.checks.length} budget checks, ${missed.length} missed. ${results.machine.cpus} cores; ` +
      `1-minute load ${load.before.toFixed(1)} before, mean ${load.mean.toFixed(1)}, max ${load.max.toFixed(1)}; ` +
      `${Math.round(results.durationS / 60)} min; commit ${results.commit}.`,
    ...(results.build
      ? [`Bench build: ${seconds(results.build.ms)}, peak ${MiB(results.build.peakRssBytes)}.`]
      : []),
    ...missed.map(
      (check: Check) =>
        `- MISS ${check.part}: ${check.subject} ${check.figure} = ${formatValue(check)} (budget ${check.budget})`,
    ),
  ].join('\n');
}

const formatValue = (check: Check) =>
  check.part === 'javascript'
    ? kB(check.value)
    : check.budget.endsWith(' B')
      ? `${check.value.toLocaleString('en')} B`
      : check.part === 'throughput' || (check.part === 'stack' && check.value <= 1)
        ? percent(check.value)
        : check.budget.endsWith('×')
          ? `${check.value.toFixed(2)} ×`
          : String(Math.round(check.value * 1000) / 1000);

/** docs/bench/YYYY-MM-DD.md: the day the run started (UTC). */
export const reportFileName = (results: BenchResults) => `${results.startedAt.slice(0, 10)}.md`;

export function markdownReport(results: BenchResults): string {
  return [
    `# Bench report, ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC (commit ${results.commit})`,
    paintSection(results),
    lighthouseSection(results),
    javascriptSection(results),
    weightSection(results),
    throughputSection(results),
    stackSection(results),
    growthSection(results),
    summary(results),
  ]
    .filter(Boolean)
    .join('\n\n');
}
