// Types of scripts/stack.mjs for the TypeScript end-to-end tests.
export declare const repoRoot: string;
export declare const REMOTES: Record<'tierlist' | 'deck' | 'cards' | 'account', string>;
export declare const APPS: string[];
export declare function buildApp(app: string, options?: { outDir?: string; env?: Record<string, string> }): Promise<void>;
export declare function buildAll(apps?: string[]): Promise<void>;
export declare function ensureDemoData(dataDir?: string): Promise<string>;
export declare function freePort(): Promise<number>;
export declare function startAuthEmulator(o: { port: number; workDir: string }): Promise<{ url: string; stop: () => Promise<void> }>;
export declare function startPaymentsService(o: {
  port: number;
  dataFile: string;
  allowedOrigins: string[];
  authUrl: string;
  apiKey?: string;
  projectId?: string;
}): Promise<{ url: string; stop: () => Promise<void> }>;
export interface Stack {
  shellUrl: string;
  remoteUrls: Record<string, string>;
  authUrl: string;
  /** The local payments service, or null when started with `payments: false`. */
  paymentsUrl: string | null;
  registry: Record<string, string>;
  config: Record<string, unknown>;
  configFile: string;
  registryFile: string;
  writeRegistry(next: Record<string, string>): void;
  writeConfig(next: Record<string, unknown>): void;
  stop(): Promise<void>;
}
export declare function startStack(o?: {
  shellPort?: number;
  remotePorts?: Record<string, number>;
  authPort?: number;
  dataDir?: string;
  runtimeDir?: string;
  extraAllowedOrigins?: string[];
  emulator?: boolean;
  paymentsPort?: number;
  payments?: boolean;
}): Promise<Stack>;
