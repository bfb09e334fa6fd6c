/**
 * A fake Contact Form 7 for tests: a real HTTP server with CF7's REST contract for
 * `POST /wp-json/contact-form-7/v1/contact-forms/{id}/feedback`:
 * - the body must be multipart (else 415 `wpcf7_unsupported_media_type`), the id must be the form's
 *   (else 404 `wpcf7_not_found`), `_wpcf7_unit_tag` must be present (else 400 `wpcf7_unit_tag_not_found`);
 * - otherwise HTTP 200 for every outcome, `{contact_form_id, status, message, posted_data_hash, into,
 *   invalid_fields[]}`, the status chosen by the test.
 * Test controls: `POST /__mode` `{"mode": "...", "invalidFields": ["your-email"], "delayMs": 0}`,
 * `GET /__received` (every request that reached a CF7 path), `GET /__mails` (what the plaza would get: one
 * mail per `plaza-reference`, as the companion plugin skips a repeat), `POST /__reset`, `POST /__release`.
 * Fault injection for the queue: `slow` mails at once but answers only after `delayMs` (a timeout that
 * CF7 did mail), `hang` holds the reply until released, `http_500`, `html`, `signature_refused` (403
 * `plaza_signature_invalid`, as the companion plugin answers), and any CF7 status.
 * Its messages are marked RAW-CF7 so tests can prove none reaches a visitor.
 *
 * Run standalone: `tsx e2e/servers/fake-cf7.ts --port 3211 --form-id 77`.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { cliArg, isMainModule } from '../support/cli';

export const CF7_STATUSES = [
  'mail_sent',
  'validation_failed',
  'spam',
  'acceptance_missing',
  'aborted',
  'mail_failed',
  'error',
] as const;
/**
 * Besides CF7's statuses: forced REST errors, the companion plugin refusing the site's signature, a
 * WordPress 500, an HTML page, and a reply held back.
 */
export const FAKE_MODES = [
  ...CF7_STATUSES,
  'http_400',
  'signature_refused',
  'http_415',
  'http_500',
  'html',
  'hang',
  'slow',
] as const;
export type FakeCf7Mode = (typeof FAKE_MODES)[number];

export type ReceivedRequest = {
  method: string;
  path: string;
  contentType: string;
  userAgent: string;
  /** The site's signature header and its HMAC (lib/companion/submission.ts), when sent. */
  plazaClient: string;
  plazaClientSignature: string;
  /** Text fields of a multipart body, by name. */
  fields: Record<string, string>;
};

export type FakeCf7 = {
  server: Server;
  received: ReceivedRequest[];
  /** The mails CF7 sent: one per reference, like the companion plugin's de-duplication. */
  mails: ReceivedRequest[];
  setMode(mode: FakeCf7Mode, invalidFields?: string[], delayMs?: number): void;
  /** Changes the form's limits (its schema), e.g. `{"your-message": 2000}` like CF7's default form. */
  setLimits(changes: Record<string, number>): void;
  /** Answers every held (`hang`) request with mail_sent. */
  release(): void;
  reset(): void;
};

const FEEDBACK = /^\/wp-json\/contact-form-7\/v1\/contact-forms\/(\d+)\/feedback\/?$/;
const SCHEMA = /^\/wp-json\/contact-form-7\/v1\/contact-forms\/(\d+)\/feedback\/schema\/?$/;
/** The plaza's form as the companion plugin creates it (docs/contact.md): maxlength per field. */
export const FORM_LIMITS: Readonly<Record<string, number>> = {
  'your-name': 200,
  'your-email': 254,
  'your-subject': 200,
  'your-message': 5000,
};

/** CF7's SWV schema for a form with these limits, in the shape its REST route answers. */
const schemaOf = (limits: Record<string, number>) => ({
  version: 'Contact Form 7 SWV Schema 2024-10',
  locale: 'en_US',
  rules: Object.entries(limits).flatMap(([field, threshold]) => [
    { rule: 'required', field, error: 'RAW-CF7 required' },
    ...(field === 'your-email' ? [{ rule: 'email', field, error: 'RAW-CF7 email' }] : []),
    { rule: 'maxlength', field, threshold, error: 'RAW-CF7 too long' },
  ]),
});

function send(res: ServerResponse, status: number, body: unknown) {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

const restError = (res: ServerResponse, status: number, code: string) =>
  send(res, status, { code, message: `RAW-CF7 ${code}`, data: { status } });

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function multipartFields(contentType: string, body: Buffer): Promise<Record<string, string> | null> {
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
    return fields;
  } catch {
    return null;
  }
}

export function createFakeCf7({ formId }: { formId: number }): FakeCf7 {
  const received: ReceivedRequest[] = [];
  const mails: ReceivedRequest[] = [];
  const held: Array<() => void> = [];
  let mode: FakeCf7Mode = 'mail_sent';
  let invalidFields: string[] = ['your-email'];
  let delayMs = 0;
  let limits: Record<string, number> = { ...FORM_LIMITS };
  const mail = (request: ReceivedRequest) => {
    const reference = request.fields['plaza-reference'];
    if (!reference || !mails.some((sent) => sent.fields['plaza-reference'] === reference))
      mails.push(request);
  };

  const feedback = (
    unitTag: string,
    status: (typeof CF7_STATUSES)[number],
    fields: Record<string, string>,
  ) => ({
    contact_form_id: formId,
    status,
    message: `RAW-CF7 message for ${status}`,
    posted_data_hash:
      status === 'mail_sent' ? createHash('md5').update(JSON.stringify(fields)).digest('hex') : '',
    into: `#${unitTag}`,
    invalid_fields:
      status === 'validation_failed'
        ? invalidFields.map((field) => ({
            field,
            message: `RAW-CF7 ${field} is invalid`,
            idref: null,
            error_id: `${unitTag}-ve-${field}`,
          }))
        : [],
  });

  const control = async (req: IncomingMessage, res: ServerResponse, route: string) => {
    if (route === '/__received' && req.method === 'GET') return send(res, 200, received);
    if (route === '/__mails' && req.method === 'GET') return send(res, 200, mails);
    if (route === '/__form' && req.method === 'POST') {
      const wanted = JSON.parse((await readBody(req)).toString('utf8') || '{}') as {
        limits?: Record<string, number>;
      };
      api.setLimits(wanted.limits ?? {});
      return send(res, 200, { limits });
    }
    if (route === '/__reset' && req.method === 'POST') return (api.reset(), send(res, 200, { ok: true }));
    if (route === '/__release' && req.method === 'POST') return (api.release(), send(res, 200, { ok: true }));
    if (route === '/__mode' && req.method === 'POST') {
      const wanted = JSON.parse((await readBody(req)).toString('utf8') || '{}') as {
        mode?: string;
        invalidFields?: string[];
        delayMs?: number;
      };
      if (!FAKE_MODES.includes(wanted.mode as FakeCf7Mode))
        return send(res, 400, { error: `unknown mode ${wanted.mode}` });
      api.setMode(wanted.mode as FakeCf7Mode, wanted.invalidFields, wanted.delayMs);
      return send(res, 200, { mode });
    }
    return send(res, 404, { error: 'unknown control' });
  };

  const server = createServer(async (req, res) => {
    const route = new URL(req.url ?? '/', 'http://fake').pathname;
    if (route.startsWith('/__'))
      return control(req, res, route).catch(() => send(res, 400, { error: 'bad control request' }));

    const schema = SCHEMA.exec(route);
    if (schema && req.method === 'GET') {
      if (Number(schema[1]) !== formId) return restError(res, 404, 'wpcf7_not_found');
      return send(res, 200, schemaOf(limits));
    }

    const contentType = String(req.headers['content-type'] ?? '');
    const body = await readBody(req);
    const isMultipart = contentType.toLowerCase().startsWith('multipart/form-data');
    const fields = (isMultipart && (await multipartFields(contentType, body))) || {};
    const request: ReceivedRequest = {
      method: req.method ?? '',
      path: route,
      contentType,
      userAgent: String(req.headers['user-agent'] ?? ''),
      plazaClient: String(req.headers['x-plaza-client'] ?? ''),
      plazaClientSignature: String(req.headers['x-plaza-client-signature'] ?? ''),
      fields,
    };
    received.push(request);

    const match = FEEDBACK.exec(route);
    if (!match || req.method !== 'POST') return restError(res, 404, 'rest_no_route');
    if (!isMultipart || mode === 'http_415') return restError(res, 415, 'wpcf7_unsupported_media_type');
    if (Number(match[1]) !== formId) return restError(res, 404, 'wpcf7_not_found');
    const unitTag = fields._wpcf7_unit_tag ?? '';
    if (!unitTag || mode === 'http_400') return restError(res, 400, 'wpcf7_unit_tag_not_found');

    switch (mode) {
      case 'signature_refused':
        return restError(res, 403, 'plaza_signature_invalid');
      case 'http_500':
        return restError(res, 500, 'internal_server_error');
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' });
        return res.end('<!doctype html><html><body><h1>RAW-CF7 maintenance page</h1></body></html>');
      case 'hang':
        held.push(() => {
          mail(request);
          send(res, 200, feedback(unitTag, 'mail_sent', fields));
        });
        return;
      case 'slow':
        mail(request);
        setTimeout(() => send(res, 200, feedback(unitTag, 'mail_sent', fields)), delayMs);
        return;
      default:
        if (mode === 'mail_sent') mail(request);
        return send(res, 200, feedback(unitTag, mode, fields));
    }
  });

  const api: FakeCf7 = {
    server,
    received,
    mails,
    setMode(next, fields, delay) {
      mode = next;
      if (fields) invalidFields = fields;
      if (delay !== undefined) delayMs = delay;
    },
    setLimits(changes) {
      limits = { ...limits, ...changes };
    },
    release() {
      for (const answer of held.splice(0)) answer();
    },
    reset() {
      api.release();
      received.length = 0;
      mails.length = 0;
      delayMs = 0;
      limits = { ...FORM_LIMITS };
      mode = 'mail_sent';
      invalidFields = ['your-email'];
    },
  };
  return api;
}

if (isMainModule(import.meta.url)) {
  const { server } = createFakeCf7({ formId: Number(cliArg('form-id', '77')) });
  const port = Number(cliArg('port', '3211'));
  server.listen(port, '127.0.0.1', () => console.log(`fake Contact Form 7 on http://127.0.0.1:${port}`));
}
