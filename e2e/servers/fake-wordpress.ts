/**
 * A fake WordPress for tests: serves a snapshot folder (content/wordpress layout) over HTTP with the REST
 * API's real paging contract: `per_page`, `page`, `X-WP-Total`, `X-WP-TotalPages`, and the
 * `rest_post_invalid_page_number` 400 past the last page; and its uploads (`/wp-content/uploads/…`, the
 * snapshot's pictures in public/), as WordPress serves them. It records every request it answers.
 *
 * Run standalone: `tsx e2e/servers/fake-wordpress.ts --port 3201 --dir content/wordpress`.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { cliArg, isMainModule } from '../support/cli';

export type FakeWordPress = { server: Server; requests: string[] };

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
};

const UPLOADS = path.resolve('public/wp-content/uploads');
const IMAGE_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/** A file of the uploads folder, as WordPress's web server sends it; 404 for anything outside it. */
async function serveUpload(pathname: string, res: ServerResponse): Promise<void> {
  try {
    const file = path.resolve(
      UPLOADS,
      `.${decodeURIComponent(pathname.slice('/wp-content/uploads'.length))}`,
    );
    const type = IMAGE_TYPES[path.extname(file)];
    if (!file.startsWith(`${UPLOADS}${path.sep}`) || !type) throw new Error('not an upload');
    const bytes = await readFile(file);
    res.writeHead(200, { 'content-type': type, 'content-length': String(bytes.length) }).end(bytes);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found\n');
  }
}

async function readList(dir: string, file: string): Promise<unknown[] | null> {
  try {
    const data: unknown = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    return Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}

/** The request handler alone, so other fakes (switchable-wordpress.ts) can serve good content too. */
export function snapshotHandler(dir: string, requests: string[] = []) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (url.pathname.startsWith('/wp-content/uploads/')) return serveUpload(url.pathname, res);
    const route = url.pathname.replace(/\/+$/, '');
    let file: string | null = null;
    if (route === '/wp-json/wp/v2/posts' && url.searchParams.get('categories')) {
      file = `posts/category-${Number(url.searchParams.get('categories'))}.json`;
    } else if (route === '/wp-json/wp/v2/media' && url.searchParams.get('parent')) {
      file = `media/parent-${Number(url.searchParams.get('parent'))}.json`;
    } else if (route === '/wp-json/wp/v2/categories') {
      file = 'categories.json';
    }
    if (!file)
      return json(res, 404, { code: 'rest_no_route', message: 'No route was found.', data: { status: 404 } });

    // WordPress answers an empty list for a category without posts.
    const items = (await readList(dir, file)) ?? [];
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 10) || 10, 100);
    const page = Number(url.searchParams.get('page') ?? 1) || 1;
    const totalPages = Math.max(1, Math.ceil(items.length / perPage));
    if (page > totalPages) {
      return json(res, 400, {
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      });
    }
    json(res, 200, items.slice((page - 1) * perPage, page * perPage), {
      'X-WP-Total': String(items.length),
      'X-WP-TotalPages': String(totalPages),
    });
  };
}

export function createFakeWordPress(dir: string): FakeWordPress {
  const requests: string[] = [];
  const handler = snapshotHandler(dir, requests);
  const server = createServer((req, res) => void handler(req, res));
  return { server, requests };
}

if (isMainModule(import.meta.url)) {
  const { server } = createFakeWordPress(path.resolve(cliArg('dir', 'content/wordpress')));
  const port = Number(cliArg('port', '3201'));
  server.listen(port, '127.0.0.1', () => console.log(`fake WordPress on http://127.0.0.1:${port}`));
}
