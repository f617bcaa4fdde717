// Types of scripts/static-server.mjs for the TypeScript end-to-end tests.
export declare function startStaticServer(o: {
  root: string;
  port: number;
  spa?: boolean;
  cors?: boolean;
  dynamic?: Record<string, () => string>;
  mounts?: { prefix: string; dir: string }[];
}): Promise<{ url: string; port: number; close: () => Promise<void> }>;
export declare function readText(file: string): () => string;
