/**
 * HTTP plumbing shared by the routes: the error type, JSON and HTML answers, and the middleware
 * every request passes (well-formed URL, security headers, body limit).
 */
import type { Duplex } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Per-request values set by middleware. */
export type AppEnv = { Variables: { uid: string } };

/** Largest request body any route accepts (413 above). */
export const MAX_BODY = 64 * 1024;

/** An answer with a status and a machine-readable code; routes throw it, the app renders it. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The JSON error body of every API route: `{ "error": { "code", "message" } }`. */
export function jsonError(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: { code, message } }, status);
}

export function sendJson(c: Context, status: ContentfulStatusCode, body: unknown): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(body, status);
}

/**
 * An HTML page of the service: no script, forms may only post here or to the site. `same-origin`: no
 * referrer (the page's URL holds the session id or portal token) for any other origin, and the page's
 * own form posts carry its origin, which requireSameOrigin (routes/forms.ts) checks.
 */
export function sendHtml(c: Context, status: ContentfulStatusCode, html: string, siteOrigins: ReadonlySet<string>): Response {
  c.header('Cache-Control', 'no-store');
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${[...siteOrigins].join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
  );
  c.header('Referrer-Policy', 'same-origin');
  return c.html(html, status);
}

export function redirectTo(c: Context, location: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.redirect(location, 303);
}

/** True for requests of the JSON API (errors are JSON there, HTML pages elsewhere). */
export const isApiPath = (c: Context) => c.req.path === '/health' || c.req.path.startsWith('/health/') || c.req.path.startsWith('/v1/');

/** nosniff on every answer. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  c.header('X-Content-Type-Options', 'nosniff');
  await next();
};

/** 400 for a path with a malformed percent-escape (`/%`, `/checkout/%E0%A4%A`), before any route sees it. */
export const wellFormedPath: MiddlewareHandler = async (c, next) => {
  const raw = new URL(c.req.url).pathname;
  try {
    for (const segment of raw.split('/')) decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'invalid-argument', 'The request path has a malformed percent-escape.');
  }
  await next();
};

/** 413 for a body over MAX_BODY, whether it announces its length or not. */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY,
  onError: () => {
    throw new HttpError(413, 'payload-too-large', `The request body is larger than ${MAX_BODY} bytes.`);
  },
});

/** The JSON body (an empty body is `{}`); 400 with `code` when it is not JSON. */
export async function readJson(c: Context, code = 'invalid-argument'): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, code, 'The request body is not valid JSON.');
  }
}

const answerAndClose = (socket: Duplex, status: string) =>
  socket.end(`HTTP/1.1 ${status}\r\nX-Content-Type-Options: nosniff\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);

/**
 * A request Node's HTTP parser rejects (bad request line, header too large, conflicting lengths)
 * gets a plain 400 / 431 with nosniff, and the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  answerAndClose(socket, error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request');
}

/** CONNECT, which Node hands to a separate event (the socket would just be dropped): 405. */
export function answerConnect(_req: unknown, socket: Duplex): void {
  answerAndClose(socket, '405 Method Not Allowed');
}
