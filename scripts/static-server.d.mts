// Types of scripts/static-server.mjs for the TypeScript end-to-end tests.
import type { IncomingMessage } from 'node:http';

export declare const HASHED: RegExp;
export declare function startStaticServer(o: {
  root: string;
  port: number;
  spa?: boolean;
  cors?: boolean;
  dynamic?: Record<string, () => string>;
  mounts?: { prefix: string; dir: string }[];
  /**
   * Picks the HTML file (absolute path inside `root`) for a navigation request: a GET/HEAD whose path is
   * not a file other than HTML. Answered with `Cache-Control: no-cache` and `Vary: Accept-Encoding,
   * Accept-Language`; null keeps the default (the file itself, or index.html for a single-page app).
   */
  document?: (req: IncomingMessage) => string | null;
}): Promise<{ url: string; port: number; close: () => Promise<void> }>;
export declare function readText(file: string): () => string;
export declare function parseTarget(url: string | undefined): { status: 400 | 404 } | { raw: string; segments: string[]; status?: undefined };
export declare function usableRange(range: string | undefined): string | undefined;
