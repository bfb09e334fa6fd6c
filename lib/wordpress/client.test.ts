import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createFakeWordPress } from '@/e2e/servers/fake-wordpress';
import { startTestServer, type Handler } from '@/test/http-server';
import { makeMedia, makePost } from '@/test/wordpress-fixtures';

import { readCategory, readMedia, restSource } from './client';
import { WordPressError } from './errors';

const FAST = { timeoutMs: 300, retries: 2, minBackoffMs: 5 };

type Served = { url: string; close: () => Promise<void>; hits: () => number };

async function serve(handler: Handler): Promise<Served> {
  let hits = 0;
  const server = await startTestServer((req, res) => {
    hits += 1;
    handler(req, res);
  });
  return { ...server, hits: () => hits };
}

const sendJson = (
  res: Parameters<Handler>[1],
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
};

let warnings: string[];
const options = () => ({
  uploadsUrl: 'http://wp.test/wp-content/uploads',
  warn: (message: string) => warnings.push(message),
});

let served: Served | undefined;
beforeEach(() => {
  warnings = [];
});
afterEach(async () => {
  await served?.close();
  served = undefined;
});

describe('reading a category over HTTP', () => {
  it('follows X-WP-TotalPages across 3 pages of 100, so 250 posts are read whole', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'wp-'));
    await mkdir(path.join(dir, 'posts'));
    const posts = Array.from({ length: 250 }, (_, index) => makePost(1000 + index));
    await writeFile(path.join(dir, 'posts/category-50.json'), JSON.stringify(posts));
    const fake = createFakeWordPress(dir);
    const server = await startTestServer((req, res) => fake.server.emit('request', req, res));
    served = { ...server, hits: () => fake.requests.length };

    const result = await readCategory(restSource({ baseUrl: server.url, ...FAST }), 50, options());

    expect(result).toHaveLength(250);
    expect(new Set(result.map((post) => post.id)).size).toBe(250);
    expect(fake.requests).toHaveLength(3);
    expect(
      fake.requests.every((request) => request.includes('per_page=100') && request.includes('_embed')),
    ).toBe(true);
    expect(
      fake.requests
        .map((request) => new URL(request.split(' ')[1]!, 'http://x').searchParams.get('page'))
        .sort(),
    ).toEqual(['1', '2', '3']);
  });

  it('retries a 500 and succeeds on the next attempt', async () => {
    let calls = 0;
    served = await serve((_req, res) => {
      calls += 1;
      if (calls === 1) return sendJson(res, 500, { code: 'internal_server_error' });
      sendJson(res, 200, [makePost(1)], { 'X-WP-TotalPages': '1' });
    });
    const result = await readCategory(restSource({ baseUrl: served.url, ...FAST }), 50, options());
    expect(result.map((post) => post.id)).toEqual([1]);
    expect(served.hits()).toBe(2);
  });

  it('gives up after two retries on a persistent 503 and names URL, category and status', async () => {
    served = await serve((_req, res) => sendJson(res, 503, { code: 'maintenance' }, { 'Retry-After': '30' }));
    const error = await readCategory(restSource({ baseUrl: served.url, ...FAST }), 17, options()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WordPressError);
    const wpError = error as WordPressError;
    expect(wpError.status).toBe(503);
    expect(wpError.category).toBe(17);
    expect(wpError.url).toContain(`${served.url}/wp-json/wp/v2/posts?categories=17`);
    expect(wpError.message).toMatch(/category 17.*HTTP 503.*Retry-After: 30/);
    expect(served.hits()).toBe(3);
  });

  it('times out a reply that never comes, retrying twice', async () => {
    served = await serve(() => {
      /* never answers */
    });
    const started = Date.now();
    const error = await readCategory(restSource({ baseUrl: served.url, ...FAST }), 50, options()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WordPressError);
    expect((error as Error).message).toMatch(/timed out/);
    expect(served.hits()).toBe(3);
    // Three attempts of 300 ms each, not an open-ended wait.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('treats malformed JSON as unavailable', async () => {
    served = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('[{"id": 1, "title": ');
    });
    await expect(readCategory(restSource({ baseUrl: served.url, ...FAST }), 50, options())).rejects.toThrow(
      /malformed JSON/,
    );
  });

  it('treats an HTML maintenance page answered with 200 as unavailable, not as content', async () => {
    served = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' });
      res.end('<!doctype html><title>Briefly unavailable for scheduled maintenance</title>');
    });
    await expect(readCategory(restSource({ baseUrl: served.url, ...FAST }), 50, options())).rejects.toThrow(
      /expected JSON, got text\/html/,
    );
  });

  it('answers a 404 with an empty list, without retrying', async () => {
    served = await serve((_req, res) => sendJson(res, 404, { code: 'rest_no_route' }));
    await expect(readCategory(restSource({ baseUrl: served.url, ...FAST }), 50, options())).resolves.toEqual(
      [],
    );
    expect(served.hits()).toBe(1);
  });

  it('does not retry other 4xx answers', async () => {
    served = await serve((_req, res) => sendJson(res, 403, { code: 'rest_forbidden' }));
    await expect(readCategory(restSource({ baseUrl: served.url, ...FAST }), 50, options())).rejects.toThrow(
      /HTTP 403.*rest_forbidden/,
    );
    expect(served.hits()).toBe(1);
  });

  it('treats rest_post_invalid_page_number as the end of the list', async () => {
    served = await serve((req, res) => {
      const page = new URL(req.url ?? '/', 'http://x').searchParams.get('page');
      if (page === '1') return sendJson(res, 200, [makePost(1)], { 'X-WP-TotalPages': '2' });
      // The list shrank between the two requests: WordPress answers 400 with this code.
      sendJson(res, 400, {
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      });
    });
    const result = await readCategory(restSource({ baseUrl: served.url, ...FAST }), 50, options());
    expect(result.map((post) => post.id)).toEqual([1]);
  });

  it('reshapes fields: entities in titles, descripcion_2, missing featured media, excerpt', async () => {
    const long =
      'Consultas de cardiología con electrocardiograma el mismo día, estudios de esfuerzo y seguimiento para pacientes que cruzan desde Calexico.';
    served = await serve((_req, res) =>
      sendJson(res, 200, [
        makePost(1, {
          title: { rendered: 'Óptica &#8220;Visión&#8221; &amp; Lentes' },
          content: { rendered: `<p>${long}</p>` },
        }),
        makePost(2, { acf: { descripcion: 'Farmacia', descripcion_2: '686 555 0123' } }),
        // featured_media points to an image WordPress did not embed (deleted or private).
        makePost(3, {
          featured_media: 99,
          _embedded: {
            'wp:featuredmedia': [
              { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } },
            ],
          },
        }),
        makePost(4, { featured_media: 1001, _embedded: { 'wp:featuredmedia': [makeMedia(1001)] } }),
        makePost(5, { acf: [] }),
      ]),
    );
    const [first, second, third, fourth, fifth] = await readCategory(
      restSource({ baseUrl: served.url, ...FAST }),
      50,
      options(),
    );
    expect(first?.title).toBe('Óptica “Visión” & Lentes');
    expect(first?.excerpt).toBe(`${Array.from(long).slice(0, 125).join('').trimEnd()}…`);
    expect(Array.from(first?.excerpt ?? '').length).toBeLessThanOrEqual(126);
    expect(second?.fields.descripcion2).toBe('686 555 0123');
    expect(third?.image).toBeNull();
    expect(warnings.some((message) => message.includes('post 3') && message.includes('featured image'))).toBe(
      true,
    );
    expect(fourth?.image).toMatchObject({
      src: 'http://wp.test/wp-content/uploads/2026/11/image-1001.webp',
      width: 800,
      height: 600,
      alt: 'Alt 1001',
    });
    expect(fourth?.image?.sizes.medium_large?.width).toBe(768);
    expect(fifth?.fields).toEqual({
      descripcion: '',
      descripcion2: '',
      instagram: '',
      facebook: '',
      website: '',
      video: '',
    });
  });

  it('skips a post whose title is not a string, warns with its id and field, and keeps the rest', async () => {
    served = await serve((_req, res) =>
      sendJson(res, 200, [makePost(1), makePost(2, { title: { rendered: 42 } }), makePost(3)]),
    );
    const result = await readCategory(restSource({ baseUrl: served.url, ...FAST }), 50, options());
    expect(result.map((post) => post.id)).toEqual([1, 3]);
    expect(warnings).toEqual([expect.stringMatching(/post 2 in category 50: title\.rendered/)]);
  });

  it('sanitises the body and keeps only http(s) links in custom fields', async () => {
    served = await serve((_req, res) =>
      sendJson(res, 200, [
        makePost(1, {
          content: {
            rendered:
              '<h1>Hola</h1><p onclick="alert(1)">Texto<script>alert(2)</script></p><a href="javascript:alert(3)">x</a>',
          },
          acf: { pagina_web: 'javascript:alert(4)', red_facebook: 'https://facebook.com/plaza' },
        }),
      ]),
    );
    const [post] = await readCategory(restSource({ baseUrl: served.url, ...FAST }), 50, options());
    expect(post?.html).toBe('<h2>Hola</h2><p>Texto</p><a>x</a>');
    expect(post?.fields.website).toBe('');
    expect(post?.fields.facebook).toBe('https://facebook.com/plaza');
  });
});

describe('reading media', () => {
  it('reads images of a parent and skips non-images', async () => {
    served = await serve((req, res) => {
      expect(req.url).toContain('media?parent=163');
      sendJson(res, 200, [
        makeMedia(1),
        makeMedia(2, { media_type: 'file', mime_type: 'application/pdf' }),
        makeMedia(3),
      ]);
    });
    const result = await readMedia(restSource({ baseUrl: served.url, ...FAST }), 163, options());
    expect(result.map((item) => [item.id, item.title, item.caption])).toEqual([
      [1, 'Image 1', 'Caption 1'],
      [3, 'Image 3', 'Caption 3'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('reads a parent with only non-image attachments as an empty gallery, not as a broken WordPress', async () => {
    served = await serve((_req, res) =>
      sendJson(res, 200, [makeMedia(2, { media_type: 'file', mime_type: 'application/pdf' })]),
    );
    expect(await readMedia(restSource({ baseUrl: served.url, ...FAST }), 163, options())).toEqual([]);
  });

  it('builds the URL from the uploads path and media_details.file when source_url is missing', async () => {
    served = await serve((_req, res) =>
      sendJson(res, 200, [makeMedia(7, { source_url: undefined, guid: undefined })]),
    );
    const [item] = await readMedia(restSource({ baseUrl: served.url, ...FAST }), 163, options());
    expect(item?.src).toBe('http://wp.test/wp-content/uploads/2026/11/image-7.webp');
  });
});
