import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The stack scripts are plain ESM shared with `npm start`.
import { startStack, type Stack } from '../../scripts/stack.mjs';
import { stack } from './stack';

const runtimeDir = (label: string) => mkdtempSync(path.join(os.tmpdir(), `e2e-${label}-`));

/**
 * A second composed site on free ports (same builds and demo data as the main one) with its own
 * payments service and data, signing in through the main stack's Auth emulator: a test may kill
 * and restart this payments service without disturbing the other tests.
 */
export function startSiteWithOwnPayments(): Promise<Stack> {
  return startStack({ runtimeDir: runtimeDir('payments-outage'), emulator: false, authPort: Number(new URL(stack().authUrl).port) });
}

/** A composed site whose Auth emulator is down: its config points at a port where nothing listens. */
export function startSiteWithAuthDown(): Promise<Stack> {
  return startStack({ runtimeDir: runtimeDir('auth-outage'), emulator: false });
}
