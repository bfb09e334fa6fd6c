import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, constants, gzipSync } from 'node:zlib';

import {
  controlIsValid,
  documentBudget,
  jsBudgetFor,
  lcpLaterChance,
  measurablyLater,
  paintChecks,
  stackChecks,
  throughputChecks,
} from './budgets';
import { linearity, syntheticSnapshot, type GrowthStep } from './growth';
import { scriptsOf } from './js-weight';
import { comparison, THROTTLING, type PaintComparison, type PaintFigures } from './paint';
import { paintSection } from './paint-report';
import type { BenchResults } from './results';
import { headersToAdd, markupPrefix, parseH2load } from './stack';
import { laterByChance } from './stats';
import { parseWrk } from './throughput';
import { parseCounters } from './varnish';
import { brotli, documentOnTheWire } from './wire';

describe('the scripts a pre-rendered page loads', () => {
  const page = 'http://127.0.0.1:3300/es';
  const html = `<!DOCTYPE html><html><head>
    <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/preloaded.js"/>
    <script src="/_next/static/chunks/main.js" async=""></script>
    <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
    <link rel="stylesheet" href="/_next/static/chunks/styles.css"/>
  </head><body>
    <script>self.__next_f.push([1,"5:I[1234,[\\"/_next/static/chunks/island.js\\",\\"/_next/static/chunks/main.js\\"],\\"Carousel\\"]"])</script>
    <script type="application/ld+json">{"url":"/_next/static/chunks/not-a-script.js"}</script>
  </body></html>`;

  it('counts script tags, script preloads and the chunks the RSC payload names, once each', () => {
    expect(scriptsOf(html, page)).toEqual([
      'http://127.0.0.1:3300/_next/static/chunks/island.js',
      'http://127.0.0.1:3300/_next/static/chunks/main.js',
      'http://127.0.0.1:3300/_next/static/chunks/preloaded.js',
    ]);
  });
});

describe('wrk output', () => {
  const output = `Running 10s test @ http://127.0.0.1:3300/es
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    70.12ms   20.51ms 300.00ms   80.00%
  Latency Distribution
     50%   65.00ms
     75%   80.00ms
     90%  100.00ms
     99%    1.40s
  7000 requests in 10.00s, 600.00MB read
  Socket errors: connect 0, read 1, write 0, timeout 2
Requests/sec:    700.50
Transfer/sec:     60.00MB
`;

  it('gives requests/s, the 99th percentile in ms and the errors', () => {
    expect(parseWrk(output)).toEqual({ requestsPerSecond: 700.5, p99Ms: 1400, non2xx: 0, socketErrors: 3 });
  });

  it('reads microseconds too, and fails loudly on output it does not know', () => {
    expect(parseWrk(output.replace('1.40s', '900.00us')).p99Ms).toBeCloseTo(0.9);
    expect(() => parseWrk('unable to connect to 127.0.0.1:3300 Connection refused')).toThrow(/wrk/);
  });
});

describe('Varnish counters', () => {
  // The shape `varnishstat -1 -j -f MAIN.client_req -f MAIN.cache_hit` prints (Varnish 7.1).
  const output = JSON.stringify({
    version: 1,
    timestamp: '2026-11-25T20:37:24',
    counters: {
      'MAIN.client_req': {
        description: 'Good client requests received',
        flag: 'c',
        format: 'i',
        value: 1200,
      },
      'MAIN.cache_hit': { description: 'Cache hits', flag: 'c', format: 'i', value: 1188 },
    },
  });

  it('reads client requests and cache hits', () => {
    expect(parseCounters(output)).toEqual({ requests: 1200, hits: 1188 });
  });

  it('fails loudly when a counter is missing', () => {
    expect(() => parseCounters('{"version":1,"counters":{}}')).toThrow(/MAIN.client_req/);
  });
});

describe('the cache budgets', () => {
  it('pass the shipped VCL from 99 % hits, and not below', () => {
    expect(throughputChecks('/es', 0.99).map((check) => check.pass)).toEqual([true]);
    expect(throughputChecks('/es', 0.985).map((check) => check.pass)).toEqual([false]);
  });
});

describe('paint under applied throttling', () => {
  const load = (fcpMs: number, lcpMs: number, layoutShift = 0): PaintFigures => ({
    fcpMs,
    lcpMs,
    layoutShift,
    documentMs: 600,
  });
  const floor = [load(700, 1500), load(660, 1480), load(680, 1460)];

  it('compares the medians of a page’s loads with the floor’s loads taken between them', () => {
    const measured = comparison([load(800, 1400), load(900, 1420), load(850, 1600)], floor);
    expect(measured.route.median).toEqual({ fcpMs: 850, lcpMs: 1420, layoutShift: 0, documentMs: 600 });
    expect(measured.floor.median.fcpMs).toBe(680);
    expect(measured.fcpRatio).toBeCloseTo(1.25);
    expect(measured.lcpRatio).toBeCloseTo(1420 / 1480);
  });

  it('passes FCP up to 1.25 × the floor’s, LCP up to 1.00 × and no layout shift, and nothing beyond', () => {
    const passes = (route: PaintFigures[], later = false) =>
      paintChecks('/es', comparison(route, floor), later).map((c) => c.pass);
    expect(passes([load(850, 1480)])).toEqual([true, true, true]);
    expect(passes([load(860, 1480)])).toEqual([false, true, true]);
    expect(passes([load(700, 1400, 0.001)])).toEqual([true, true, false]);
    // Above 1.00 × the LCP misses only when measurably later; at or below it, never.
    expect(passes([load(700, 1490)], false)).toEqual([true, true, true]);
    expect(passes([load(700, 1490)], true)).toEqual([true, false, true]);
    expect(passes([load(700, 1480)], true)).toEqual([true, true, true]);
  });

  // Seven loads a side, as the bench takes them (figures of the 2026-11-27 runs).
  const floorLcp = [1416, 1452, 1456, 1472, 1492, 1496, 1512];
  const loads = (lcps: number[]) => lcps.map((lcp) => load(700, lcp));
  const against = (route: number[], floorLoads = floorLcp) => comparison(loads(route), loads(floorLoads));
  const atTheFloor = against([1444, 1452, 1472, 1512, 1524, 1532, 1536]); // /es: 1.03 ×, chance 0.137
  const apart = against([1520, 1524, 1530, 1540, 1548, 1556, 1560]); // every load later than every floor load
  const borderline = against(
    [1484, 1496, 1504, 1536, 1548, 1548, 1560],
    [1472, 1488, 1492, 1500, 1504, 1516, 1524],
  ); // the Spanish pharmacy against its picture floor: 1.02 ×, chance 0.068
  const heavier = against(
    [1484, 1516, 1516, 1516, 1540, 1548, 1556],
    [1432, 1440, 1448, 1452, 1476, 1496, 1496],
  ); // the Spanish pharmacy against the hero's floor: 1.04 ×, two of 49 pairs the other way round

  it('finds a route measurably later only when chance cannot explain it over the whole run', () => {
    expect(lcpLaterChance(atTheFloor)).toBeCloseTo(0.137, 3);
    expect(lcpLaterChance(borderline)).toBeCloseTo(0.068, 3);
    expect(lcpLaterChance(heavier)).toBeCloseTo(3 / 3432, 6);
    expect(lcpLaterChance(apart)).toBeCloseTo(1 / 3432, 6);
    // Alone, a chance below 0.05 is enough; among 16 routes, Holm asks 0.05 / 16 of the smallest one.
    const alone = against([1468, 1480, 1500, 1520, 1532, 1536, 1552], floorLcp);
    expect(lcpLaterChance(alone)).toBeLessThan(0.05);
    expect(lcpLaterChance(alone)).toBeGreaterThan(0.05 / 16);
    expect(measurablyLater({ '/es': alone })).toEqual(new Set(['/es']));
    const run: Record<string, PaintComparison> = { '/es': alone, '/es/farmacia-paris': borderline };
    for (let index = 0; index < 14; index++) run[`/route-${index}`] = atTheFloor;
    expect(measurablyLater(run)).toEqual(new Set());
    // Holm steps down: the smallest passes 0.05 / 16, the next 0.05 / 15.
    expect(measurablyLater({ ...run, '/es/galeria': apart, '/en/paris-pharmacy': heavier })).toEqual(
      new Set(['/es/galeria', '/en/paris-pharmacy']),
    );
  });

  it('gives the exact share of splits of the pooled loads with a median difference as large', () => {
    // Apart: only the observed split (1 of C(6, 3) = 20) gives the later three the highest rank sum.
    expect(laterByChance([10, 11, 12], [1, 2, 3])).toBeCloseTo(1 / 20);
    // The same figures either side: every split ties with the observed one.
    expect(laterByChance([5, 5, 5], [5, 5, 5])).toBe(1);
    // Earlier, not later: every split ranks at least as high.
    expect(laterByChance([1, 2, 3], [10, 11, 12])).toBe(1);
    // Ties at mid-rank: {2, 2} against {1, 3} is as high as half the splits.
    expect(laterByChance([2, 2], [1, 3])).toBeCloseTo(4 / 6);
    expect(laterByChance(floorLcp, floorLcp)).toBeGreaterThan(0.5);
  });

  it('judges a run only when the floor against itself stays within 0.97-1.03', () => {
    expect(controlIsValid({ fcpRatio: 1.0, lcpRatio: 1.01 })).toBe(true);
    expect(controlIsValid({ fcpRatio: 0.97, lcpRatio: 1.03 })).toBe(true);
    expect(controlIsValid({ fcpRatio: 0.96, lcpRatio: 1.0 })).toBe(false);
    expect(controlIsValid({ fcpRatio: 1.0, lcpRatio: 1.04 })).toBe(false);
  });

  const results = (control: PaintFigures[]): BenchResults => ({
    startedAt: '2026-11-27T04:00:00.000Z',
    durationS: 60,
    commit: 'abc1234',
    options: { quick: false, parts: ['paint'], lighthouseRuns: 3, wrkSeconds: 10 },
    machine: { cpus: 2, memoryGiB: 24, load: { before: 1, mean: 1, max: 1, after: 1 } },
    tools: {},
    routes: ['/es'],
    paint: {
      floorPath: '/lcp-floor',
      throttling: THROTTLING,
      runs: 3,
      control: comparison(control, floor),
      valid: controlIsValid(comparison(control, floor)),
      routes: { '/es': comparison([load(2000, 3000)], floor) },
    },
    checks: [],
  });

  it('reports an invalid run as invalid, with the routes’ figures and no verdict on them', () => {
    const report = paintSection(results([load(800, 1500), load(760, 1480), load(780, 1460)]));
    expect(report).toMatch(/\*\*Invalid run\*\*: the control gave 1\.15 × \(FCP\) and 1\.00 × \(LCP\)/);
    expect(report).toMatch(/\| \/es +\| 2,000 ms +\| 2\.94 × +\|/);
    expect(report).not.toMatch(/PASS|MISS/);
  });

  it('judges the routes of a valid run', () => {
    const report = paintSection(results(floor));
    expect(report).toMatch(/Control 1\.00 × \(FCP\) and 1\.00 × \(LCP\): valid/);
    expect(report).toMatch(/\| \/es +\| 2,000 ms +\| 2\.94 × MISS +\|/);
  });
});

describe('a document on the wire', () => {
  const html = `<!DOCTYPE html><html><body>${'<p>Plaza París, Mexicali</p>'.repeat(400)}</body></html>`;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // What `next start` does: gzip when asked, chunked, and the page's own headers.
    server = createServer((request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Content-Security-Policy', "default-src 'self'");
      const body = request.headers['accept-encoding']?.includes('gzip') ? gzipSync(html) : Buffer.from(html);
      if (body.length < html.length) response.setHeader('Content-Encoding', 'gzip');
      // Two writes: sent chunked, with no length, as `next start` streams a page.
      response.write(body.subarray(0, 100));
      response.end(body.subarray(100));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/es`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('counts the gzip body as sent and brotli of the same page, each with its header block', async () => {
    const wire = await documentOnTheWire(url);
    expect(wire.gzip.bodyBytes).toBe(gzipSync(html).length);
    expect(brotliDecompressSync(brotli(Buffer.from(html))).toString()).toBe(html);
    expect(wire.brotli.bodyBytes).toBe(brotli(Buffer.from(html)).length);
    expect(wire.brotli.bodyBytes).toBeLessThan(wire.gzip.bodyBytes);
    // The headers as received; the brotli block names its encoding and its length instead.
    const gzipBlock = `HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Security-Policy: default-src 'self'\r\nContent-Encoding: gzip\r\nDate: ${new Date().toUTCString()}\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\nTransfer-Encoding: chunked\r\n\r\n`;
    expect(wire.gzip.headerBytes).toBe(Buffer.byteLength(gzipBlock));
    expect(wire.brotli.headerBytes).toBe(
      Buffer.byteLength(
        gzipBlock
          .replace('gzip', 'br')
          .replace('Transfer-Encoding: chunked', `Content-Length: ${wire.brotli.bodyBytes}`),
      ),
    );
  });
});

describe('stack budgets', () => {
  const shareCheck = (control: number, share: number) =>
    stackChecks([{ path: '/es', control, share }], {}, {}).map((check) => [check.subject, check.pass]);

  it('judges the stack at 80 % of nginx alone only when nginx against itself is within 0.97-1.03', () => {
    expect(shareCheck(1.02, 0.8)).toEqual([
      ['/es control (nginx against itself)', true],
      ['/es', true],
    ]);
    expect(shareCheck(0.97, 0.79)).toEqual([
      ['/es control (nginx against itself)', true],
      ['/es', false],
    ]);
    // An unsteady control fails the run and judges nothing else, whatever the share.
    expect(shareCheck(1.04, 0.5)).toEqual([['/es control (nginx against itself)', false]]);
  });

  it('passes a document of up to 14,000 bytes on the wire, and judges its markup and styles apart', () => {
    const documentChecks = (totalBytes: number, paintBytes: number, floor = 12_000) =>
      stackChecks([], { '/es': { totalBytes, paintBytes } }, { '/es': { totalBytes: floor } }).map(
        (check) => check.pass,
      );
    expect(documentChecks(14_000, 10_000)).toEqual([true, true]);
    expect(documentChecks(14_001, 14_000)).toEqual([false, true]);
    expect(documentChecks(16_000, 14_001)).toEqual([false, false]);
    // A floor of up to 14,000 bytes keeps the budget at 14,000, however close the page is to it.
    expect(documentChecks(14_001, 10_000, 14_000)).toEqual([false, true]);
  });

  it('judges a document at 1.25 × its floor only where the floor itself is over 14,000 bytes', () => {
    expect(documentBudget(13_999)).toBe(14_000);
    expect(documentBudget(14_000)).toBe(14_000);
    expect(documentBudget(14_001)).toBe(17_501);
    expect(documentBudget(15_000)).toBe(18_750);
    const [document, paint] = stackChecks(
      [],
      { '/es': { totalBytes: 16_000, paintBytes: 10_000 } },
      { '/es': { totalBytes: 15_000 } },
    );
    expect(document).toMatchObject({ value: 16_000, pass: true });
    expect(document!.budget).toContain('1.25 × its floor');
    expect(paint).toMatchObject({ value: 10_000, pass: true });
    expect(
      stackChecks(
        [],
        { '/es': { totalBytes: 18_751, paintBytes: 10_000 } },
        { '/es': { totalBytes: 15_000 } },
      )[0],
    ).toMatchObject({ pass: false });
  });

  it('refuses to judge a document whose floor was not measured', () => {
    expect(() => stackChecks([], { '/es': { totalBytes: 1, paintBytes: 1 } }, {})).toThrow(
      /no document floor/,
    );
  });
});

describe('JavaScript budgets', () => {
  it('gives home and the contact pages 40 kB, every other plaza page 25 kB', () => {
    for (const path of ['/es', '/en', '/es/contacto', '/en/contact', '/contact'])
      expect(jsBudgetFor(path)).toBe(40_000);
    for (const path of ['/es/directorio', '/en/gallery', '/en/paris-pharmacy', '/es/plano-plaza-paris']) {
      expect(jsBudgetFor(path)).toBe(25_000);
    }
  });
});

describe('linear growth of the build', () => {
  const step = (factor: number, providers: number, seconds: number): GrowthStep => ({
    factor,
    providers,
    ms: seconds * 1000,
    peakRssBytes: 0,
    wordpressRequests: 0,
    duplicateRequests: [],
  });

  it('passes a fixed cost plus a cost per provider', () => {
    // 30 s of compiling, 10 ms per provider.
    const line = linearity([step(1, 14, 30.14), step(10, 140, 31.4), step(100, 1400, 44)]);
    expect(line?.pass).toBe(true);
    expect(line?.marginalMsPerProvider[0]).toBeCloseTo(10);
    expect(line?.marginalMsPerProvider[1]).toBeCloseTo(10);
  });

  it('fails a build whose time grows with the square of the providers', () => {
    // 30 s + 0.05 ms × n²: invisible at 140 providers, 98 s at 1,400.
    const quadratic = (n: number) => 30 + (0.05 * n * n) / 1000;
    const line = linearity([
      step(1, 14, quadratic(14)),
      step(10, 140, quadratic(140)),
      step(100, 1400, quadratic(1400)),
    ]);
    expect(line?.pass).toBe(false);
  });

  it('passes a fixed cost that hides the per-provider cost until the largest build (measured here)', () => {
    // A real bench's builds: 15.09 s, 14.50 s, 17.79 s for 13, 130 and 1,300 providers.
    const line = linearity([step(1, 13, 15.09), step(10, 130, 14.5), step(100, 1300, 17.79)]);
    expect(line?.pass).toBe(true);
  });

  it('needs three builds', () => {
    expect(linearity([step(1, 14, 30), step(10, 140, 31)])).toBeNull();
  });
});

describe('the synthetic snapshot', () => {
  let target: string;
  beforeAll(async () => {
    target = path.join(await mkdtemp(path.join(os.tmpdir(), 'bench-test-')), 'snapshot');
  });
  afterAll(() => rm(path.dirname(target), { recursive: true, force: true }));

  it('repeats every directory provider with its own id, slug and title, and leaves the rest alone', async () => {
    const source = path.join(process.cwd(), 'content/wordpress');
    const read = async (dir: string, file: string) =>
      JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
        id: number;
        slug: string;
        title: { rendered: string };
      }[];
    const original = [
      ...(await read(source, 'posts/category-16.json')),
      ...(await read(source, 'posts/category-17.json')),
    ];

    const distinct = (posts: { id: number }[]) => new Set(posts.map((post) => post.id)).size;

    const providers = await syntheticSnapshot(source, target, 10);

    const grown = [
      ...(await read(target, 'posts/category-16.json')),
      ...(await read(target, 'posts/category-17.json')),
    ];
    expect(grown).toHaveLength(original.length * 10);
    // A provider filed in both categories is one post, in its copies too.
    expect(providers).toBe(distinct(original) * 10);
    expect(distinct(grown)).toBe(providers);
    const slugs = new Map(grown.map((post) => [post.id, post.slug]));
    expect(new Set(slugs.values()).size).toBe(providers);
    expect(await read(target, 'posts/category-2.json')).toEqual(await read(source, 'posts/category-2.json'));
  });
});

describe('the headers a static server adds to serve a page the same way', () => {
  it("keeps the answer's own headers and leaves out those nginx writes and the connection's", () => {
    const raw = [
      'Date', 'Fri, 27 Nov 2026 10:00:00 GMT',
      'Content-Type', 'text/html; charset=utf-8',
      'Content-Security-Policy', "default-src 'self'",
      'Vary', 'rsc, Accept-Encoding',
      'ETag', 'W/"abc"',
      'X-Varnish', '32770 3',
      'Content-Length', '15473',
      'Connection', 'keep-alive',
      'X-Odd', 'a $variable',
    ]; // prettier-ignore
    expect(headersToAdd(raw)).toEqual([
      ['Content-Security-Policy', "default-src 'self'"],
      ['Vary', 'rsc, Accept-Encoding'],
      ['X-Varnish', '32770 3'],
    ]);
  });
});

describe("the bytes before React's payload", () => {
  // Incompressible markup (random words), so the prefix needed is most of the compressed body.
  const words = Array.from({ length: 3000 }, (_, index) => ((index * 7919) % 104_729).toString(36));
  const markup = `<html><body><main>${words.join(' ')}</main>`;
  const document = Buffer.from(
    `${markup}<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>${words.reverse().join(',')}</script>`,
  );
  const decoded = (body: Buffer, bytes: number) =>
    brotliDecompressSync(body.subarray(0, bytes), { finishFlush: constants.BROTLI_OPERATION_FLUSH });

  it('is the fewest compressed bytes that decode to the whole markup', () => {
    const body = brotli(document);
    const prefix = markupPrefix(body);
    expect(prefix).toBeLessThan(body.length);
    const end = document.indexOf('(self.__next_f');
    expect(decoded(body, prefix).subarray(0, markup.length).toString()).toBe(markup);
    expect(decoded(body, prefix).length).toBeGreaterThanOrEqual(end);
    expect(decoded(body, prefix - 1).length).toBeLessThan(end);
  });

  it('refuses a document without the payload', () => {
    expect(() => markupPrefix(brotli(Buffer.from(markup)))).toThrow(/without React's payload/);
  });
});

describe("h2load's summary", () => {
  const output = `starting benchmark...
spawning thread #0: 1 total client(s). 1 total requests
TLS Protocol: TLSv1.3
Application protocol: h2

finished in 5.26ms, 189.97 req/s, 2.68MB/s
requests: 1 total, 1 started, 1 done, 1 succeeded, 0 failed, 0 errored, 0 timeout
status codes: 1 2xx, 0 3xx, 0 4xx, 0 5xx
traffic: 14.46KB (14809) total, 1.25KB (1280) headers (space savings 23.03%), 13.14KB (13453) data
`;

  it('reads requests/s, the requests that succeeded and failed, and the exact bytes received', () => {
    expect(parseH2load(output)).toEqual({
      requestsPerSecond: 189.97,
      succeeded: 1,
      failed: 0,
      totalBytes: 14809,
      headerBytes: 1280,
      dataBytes: 13453,
    });
  });

  it('refuses output it cannot read', () => {
    expect(() => parseH2load('h2load: connection refused')).toThrow(/could not read/);
  });
});
