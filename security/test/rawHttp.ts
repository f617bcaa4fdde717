/**
 * Sends one HTTP/1.1 request over a plain socket, byte for byte as given (fetch and http.request
 * would normalize or refuse malformed requests), and reads the answer until the server closes.
 */
import net from 'node:net';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';

export interface RawRequest {
  method?: string;
  /** The request target exactly as sent, e.g. `/%`. */
  target: string;
  /** Header lines; Host and `Connection: close` are added unless `bare` is set. */
  headers?: [string, string][];
  body?: Buffer | string;
  /** Send only the request line and the given headers. */
  bare?: boolean;
  /** Close the sending side after writing (a body shorter than its Content-Length then ends early). */
  endAfterWrite?: boolean;
}

export interface RawResponse {
  /** 0 when the server closed without answering. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body as text, decoded when it is br / gzip. */
  text(): string;
}

export function sendRaw(baseUrl: string, r: RawRequest, timeoutMs = 10_000): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const head = [`${r.method ?? 'GET'} ${r.target} HTTP/1.1`];
  if (!r.bare) head.push(`Host: ${hostname}:${port}`, 'Connection: close');
  for (const [k, v] of r.headers ?? []) head.push(`${k}: ${v}`);
  const payload = Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(r.body ?? '')]);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${r.method ?? 'GET'} ${r.target.slice(0, 80)}`));
    }, timeoutMs);
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks)));
    });
    socket.write(payload, () => {
      if (r.endAfterWrite) socket.end();
    });
  });
}

function parseResponse(all: Buffer): RawResponse {
  // Skip interim answers (100 Continue) before the final one.
  let raw = all;
  while (/^HTTP\/1\.[01] 1\d\d /.test(raw.subarray(0, 16).toString('latin1'))) {
    const end = raw.indexOf('\r\n\r\n');
    if (end === -1) break;
    raw = raw.subarray(end + 4);
  }
  const split = raw.indexOf('\r\n\r\n');
  const headText = raw.subarray(0, split === -1 ? raw.length : split).toString('latin1');
  const [statusLine = '', ...lines] = headText.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  let body = split === -1 ? Buffer.alloc(0) : raw.subarray(split + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
  return {
    status,
    headers,
    body,
    text() {
      const enc = headers['content-encoding'];
      if (enc === 'br') return brotliDecompressSync(body).toString('utf8');
      if (enc === 'gzip') return gunzipSync(body).toString('utf8');
      return body.toString('utf8');
    },
  };
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd === -1) break;
    const size = parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
