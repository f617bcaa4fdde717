// Types of scripts/precompress.mjs.
export declare const MIN_BYTES: number;
export declare const COMPRESSIBLE: RegExp;
export declare function precompress(dir: string, o?: { minBytes?: number }): Promise<{ written: number; kept: number; removed: number }>;
