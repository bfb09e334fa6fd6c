import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { jsBudgetFor, lcpRatioCheck, throughputChecks } from './budgets';
import { linearity, syntheticSnapshot, type GrowthStep } from './growth';
import { scriptsOf } from './js-weight';
import { parseH2load } from './stack';
import { parseWrk } from './throughput';
import { parseCounters } from './varnish';

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

describe('the cache and LCP budgets', () => {
  it('pass the shipped VCL from 90 % of the minimal one and from 99 % hits, and not below', () => {
    expect(throughputChecks('/es', 0.9, 0.99).map((check) => check.pass)).toEqual([true, true]);
    expect(throughputChecks('/es', 0.89, 0.99).map((check) => check.pass)).toEqual([false, true]);
    expect(throughputChecks('/es', 1.2, 0.985).map((check) => check.pass)).toEqual([true, false]);
  });

  it('pass a route up to 1.05 times the minimal page’s LCP', () => {
    expect(lcpRatioCheck('/es', 1.05).pass).toBe(true);
    expect(lcpRatioCheck('/es', 1.06).pass).toBe(false);
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
    // Bench of 2026-11-23: 15.09 s, 14.50 s, 17.79 s for 13, 130 and 1,300 providers.
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
