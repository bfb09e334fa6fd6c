import { get as httpGet, type IncomingMessage } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';

/** A document as it crosses the network: the HTTP/1.1 header block and the compressed body, in bytes. */
export type OnTheWire = { headerBytes: number; bodyBytes: number };
export type DocumentOnTheWire = { gzip: OnTheWire; brotli: OnTheWire };

/** The header block as HTTP/1.1 sends it: status line, one line per header as received, blank line. */
export function headerBlock(response: Pick<IncomingMessage, 'statusCode' | 'statusMessage' | 'rawHeaders'>) {
  let block = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`;
  for (let index = 0; index < response.rawHeaders.length; index += 2)
    block += `${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`;
  return `${block}\r\n`;
}

/**
 * The same headers with the body brotli-compressed (what an edge that speaks brotli sends): the encoding
 * says `br`, and a length replaces the chunked framing.
 */
export function brotliHeaderBlock(gzipBlock: string, bodyBytes: number): string {
  return gzipBlock
    .replace(/^(content-encoding: )gzip\r$/im, '$1br\r')
    .replace(/^transfer-encoding: chunked\r\n/im, `Content-Length: ${bodyBytes}\r\n`);
}

/** Brotli at its densest (quality 11, as an edge pre-compressing a static page would). */
export const brotli = (body: Buffer) =>
  brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

function getRaw(url: string, headers: Record<string, string>): Promise<{ head: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ head: headerBlock(response), body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * A page's document with the real response headers of the server: gzip as the server sent it (it speaks
 * no brotli), and brotli from its uncompressed body with the same headers.
 */
export async function documentOnTheWire(url: string): Promise<DocumentOnTheWire> {
  const gzipped = await getRaw(url, { 'accept-encoding': 'gzip' });
  if (!/^content-encoding: gzip\r$/im.test(gzipped.head)) throw new Error(`${url} was not sent with gzip`);
  const identity = await getRaw(url, {});
  const brotliBody = brotli(identity.body).length;
  return {
    gzip: { headerBytes: Buffer.byteLength(gzipped.head), bodyBytes: gzipped.body.length },
    brotli: {
      headerBytes: Buffer.byteLength(brotliHeaderBlock(gzipped.head, brotliBody)),
      bodyBytes: brotliBody,
    },
  };
}
