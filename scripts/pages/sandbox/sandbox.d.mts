/** The flags of Node's permission model on this Node (`--permission` from 22, experimental before). */
export function permissionFlags(readable: any, version?: string): any[];
/**
 * A render result as the protocol has it, or a reason (the data comes from the remote's code).
 * @param {unknown} value
 * @returns {{ ok: true, value: ServerRenderResult } | { ok: false, reason: string }}
 */
export function checkRenderResult(value: unknown): {
    ok: true;
    value: ServerRenderResult;
} | {
    ok: false;
    reason: string;
};
/**
 * @param {unknown} value
 * @returns {{ ok: true, value: ServerPage[] } | { ok: false, reason: string }}
 */
export function checkPages(value: unknown): {
    ok: true;
    value: ServerPage[];
} | {
    ok: false;
    reason: string;
};
/**
 * Starts a remote's server build in its sandbox and waits until it is loaded.
 * @param {object} o
 * @param {Buffer} o.code  the build's bytes (already checked against their integrity)
 * @param {string} o.name  what stack traces call the file (its URL)
 * @param {typeof fetch} o.fetchImpl  for the build's reads of the data set
 * @param {SandboxLimits} [o.limits]
 * @param {() => void} [o.onStart]  called whenever a child process is started (tests)
 */
export function startSandbox({ code, name, fetchImpl, limits, onStart }: {
    code: Buffer;
    name: string;
    fetchImpl: typeof fetch;
    limits?: SandboxLimits | undefined;
    onStart?: (() => void) | undefined;
}): Promise<{
    name: any;
    buildLabel: any;
    contractVersion: any;
    modules: any;
    /** @param {import('@tcgp/page-render').ServerRenderContext} context @returns {Promise<ServerPage[]>} */
    pages: (context: import("@tcgp/page-render").ServerRenderContext) => Promise<ServerPage[]>;
    /** @param {ServerRenderRequest} request @returns {Promise<ServerRenderResult>} */
    render: (request: ServerRenderRequest) => Promise<ServerRenderResult>;
    close: () => void;
}>;
/**
 * @typedef {object} SandboxLimits
 * @property {number} [loadMs]  the build's start (running its file)
 * @property {number} [callMs]  one render or listing of pages (the build's own limit is 60 s)
 * @property {number} [memoryMb]  the child's heap (--max-old-space-size)
 * @property {number} [maxResultBytes]  one answer (a page's render result as JSON)
 * @property {number} [maxDataBytes]  one data file the build reads
 * @property {number} [maxRestarts]  how often a child that was stopped is started again before its remote is given up
 */
/** @type {Required<SandboxLimits>} */
export const DEFAULT_LIMITS: Required<SandboxLimits>;
/** Why a call of the build failed (the renderer names the remote in front). */
export class SandboxError extends Error {
    /** @param {string} reason */
    constructor(reason: string);
}
export type SandboxLimits = {
    /**
     * the build's start (running its file)
     */
    loadMs?: number | undefined;
    /**
     * one render or listing of pages (the build's own limit is 60 s)
     */
    callMs?: number | undefined;
    /**
     * the child's heap (--max-old-space-size)
     */
    memoryMb?: number | undefined;
    /**
     * one answer (a page's render result as JSON)
     */
    maxResultBytes?: number | undefined;
    /**
     * one data file the build reads
     */
    maxDataBytes?: number | undefined;
    /**
     * how often a child that was stopped is started again before its remote is given up
     */
    maxRestarts?: number | undefined;
};
import type { ServerRenderResult } from '@tcgp/page-render';
import type { ServerPage } from '@tcgp/page-render';
import type { ServerRenderRequest } from '@tcgp/page-render';
