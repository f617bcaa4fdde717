// Types of scripts/stack.mjs for the TypeScript end-to-end tests.
import type { IncomingMessage } from 'node:http';
import type { RemoteName } from 'shared-contracts';

export declare const repoRoot: string;
/** Remote name -> its folder (remotes.manifest.json). */
export declare const REMOTES: Record<RemoteName, string>;
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
  premiumDataDir?: string | null;
  apiKey?: string;
  projectId?: string;
}): Promise<{ url: string; pid: number; stop: () => Promise<void>; kill: () => Promise<void> }>;
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
  /** The payments service's process id (null when not started). */
  paymentsPid(): number | null;
  /** Kills the payments service with SIGKILL, as a crash would. */
  killPayments(): Promise<void>;
  /** Starts the payments service again on the same port with the same data (after killPayments). */
  restartPayments(): Promise<void>;
  stop(): Promise<void>;
}
export declare function startStack(o?: {
  shellPort?: number;
  remotePorts?: Record<string, number>;
  authPort?: number;
  dataDir?: string;
  /** Premium data set the payments service serves to premium users (default: dataDir). */
  premiumDataDir?: string;
  /** Build folder per app (default <app>/dist). */
  distDirs?: Partial<Record<'shell' | RemoteName, string>>;
  /** The shell server's `document` option (see static-server.d.mts). */
  shellDocument?: (req: IncomingMessage) => string | null;
  runtimeDir?: string;
  extraAllowedOrigins?: string[];
  /** false: no Auth emulator; the site's emulator URL then has nothing listening (the emulator is down). */
  emulator?: boolean;
  paymentsPort?: number;
  payments?: boolean;
}): Promise<Stack>;
