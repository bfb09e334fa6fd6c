import { ENDPOINT, FORM_ID, loadRoute, startFakeCf7 } from '@/test/contact-helpers';
import { seededRandom } from '@/scripts/seeded-random';
import { generateBadContactBodies } from '@/test/bad-contact-bodies';

/**
 * The bad-input run: hundreds of generated malformed requests, each invalid by construction (wrong types,
 * huge fields, broken multipart, invalid UTF-8, missing fields, JSON arrays, nested objects, …). The route
 * must answer every one with a 4xx and never forward one to Contact Form 7. Seeded, so a failure replays.
 */
const SEED = 20_251_122;
const RUNS = 600;

it(`answers ${RUNS} generated malformed requests with a 4xx and never calls CF7`, async () => {
  const fake = await startFakeCf7();
  try {
    const { POST } = await loadRoute({
      CF7_BASE_URL: fake.url,
      CF7_FORM_ID: String(FORM_ID),
      CF7_TIMEOUT_MS: '10000',
    });
    const byStatus = new Map<number, number>();
    const byLabel = new Map<string, Set<number>>();
    const cases = generateBadContactBodies(seededRandom(SEED), RUNS);
    for (const { label, contentType, body, accept } of cases) {
      const headers: Record<string, string> = { accept };
      if (contentType !== null) headers['content-type'] = contentType;
      const response = await POST(new Request(ENDPOINT, { method: 'POST', headers, body: body as BodyInit }));
      const text = await response.text();
      if (![400, 413, 415, 422].includes(response.status))
        throw new Error(`${label} → ${response.status}: ${text.slice(0, 200)}`);
      if (response.headers.get('content-type')?.includes('json'))
        expect(JSON.parse(text)).toMatchObject({ ok: false });
      byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1);
      byLabel.set(label, (byLabel.get(label) ?? new Set()).add(response.status));
    }
    expect(cases.length).toBeGreaterThanOrEqual(500);
    expect(fake.received).toEqual([]);
    // Every family of bad input was tried.
    for (const family of [
      'JSON array',
      'invalid UTF-8 (multipart)',
      'truncated multipart',
      'body over 32 KB',
      'unsupported content type',
    ]) {
      expect(byLabel.has(family)).toBe(true);
    }
    for (const family of ['wrong type', 'huge field', 'nested object', 'missing field', 'repeated field']) {
      expect([...byLabel.keys()].some((label) => label.includes(family))).toBe(true);
    }
    const summary = [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.info(
      `bad-input run: ${cases.length} requests, ${byLabel.size} kinds → ${summary}; CF7 calls: ${fake.received.length}`,
    );
  } finally {
    await fake.close();
  }
});
