/**
 * A polite HTTP client for the Limitless TCG API (https://docs.limitlesstcg.com/developer):
 * - the API key (env LIMITLESS_API_KEY) goes in the `X-Access-Key` header, as the API documents;
 * - requests are paced: at least `minIntervalMs` between the starts of two requests;
 * - 429 waits for `Retry-After` (seconds or an HTTP date; capped), 5xx and network errors back off
 *   exponentially; both at most `maxRetries` times, then the request fails;
 * - an answer that is not JSON fails at once (it is not retried: the caller retries on its next run).
 * Clock, sleep and fetch are injectable so tests run without waiting.
 */

export const DEFAULT_BASE_URL = 'https://play.limitlesstcg.com/api';

export interface ClientOptions {
  baseUrl?: string;
  apiKey?: string;
  /** Minimum time between the starts of two requests (default 1500 ms). */
  minIntervalMs?: number;
  /** Retries after a 429, a 5xx or a network error (default 5). */
  maxRetries?: number;
  /** First back-off after a 5xx or network error; doubles on each retry (default 2000 ms). */
  backoffMs?: number;
  /** Longest wait for one retry, whatever Retry-After says (default 10 minutes). */
  maxWaitMs?: number;
  /** Time limit of one request (default 30 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  log?: (message: string) => void;
}

/** A request that failed for good (after its retries), with the HTTP status when there was one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Milliseconds a `Retry-After` header asks for (delta seconds or an HTTP date), or null. */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isFinite(date) ? Math.max(0, date - now) : null;
}

export class LimitlessClient {
  readonly baseUrl: string;
  private readonly options: Required<Omit<ClientOptions, 'apiKey' | 'baseUrl'>> & { apiKey: string | undefined };
  private lastStart = Number.NEGATIVE_INFINITY;
  /** Requests sent (including retries). */
  requests = 0;

  constructor(options: ClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.options = {
      apiKey: options.apiKey,
      minIntervalMs: options.minIntervalMs ?? 1500,
      maxRetries: options.maxRetries ?? 5,
      backoffMs: options.backoffMs ?? 2000,
      maxWaitMs: options.maxWaitMs ?? 10 * 60_000,
      timeoutMs: options.timeoutMs ?? 30_000,
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      now: options.now ?? Date.now,
      log: options.log ?? (() => undefined),
    };
  }

  /** GET `path` (relative to the base URL) with a query; the parsed JSON answer. */
  async get(path: string, query: Record<string, string | number> = {}): Promise<unknown> {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    const o = this.options;
    for (let attempt = 0; ; attempt += 1) {
      const wait = this.lastStart + o.minIntervalMs - o.now();
      if (wait > 0) await o.sleep(wait);
      this.lastStart = o.now();
      this.requests += 1;
      let response: Response;
      try {
        const headers: Record<string, string> = { accept: 'application/json' };
        if (o.apiKey) headers['X-Access-Key'] = o.apiKey;
        response = await o.fetch(url, { headers, signal: AbortSignal.timeout(o.timeoutMs) });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempt >= o.maxRetries) throw new ApiError(`GET ${url.pathname}: ${reason} (gave up after ${attempt + 1} attempts)`);
        await this.backOff(attempt, `GET ${url.pathname}: ${reason}`);
        continue;
      }
      if (response.ok) {
        const text = await response.text();
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new ApiError(`GET ${url.pathname}: the answer is not JSON (${JSON.stringify(text.slice(0, 80))})`, response.status);
        }
      }
      const retryable = response.status === 429 || response.status >= 500;
      await response.body?.cancel();
      if (!retryable || attempt >= o.maxRetries) {
        throw new ApiError(`GET ${url.pathname}: HTTP ${response.status}${retryable ? ` (gave up after ${attempt + 1} attempts)` : ''}`, response.status);
      }
      const asked = response.status === 429 ? retryAfterMs(response.headers.get('retry-after'), o.now()) : null;
      if (asked !== null) {
        const ms = Math.min(asked, o.maxWaitMs);
        o.log(`GET ${url.pathname}: HTTP 429, waiting ${Math.round(ms / 1000)} s as Retry-After asks`);
        await o.sleep(ms);
      } else {
        await this.backOff(attempt, `GET ${url.pathname}: HTTP ${response.status}`);
      }
    }
  }

  private async backOff(attempt: number, what: string): Promise<void> {
    const ms = Math.min(this.options.backoffMs * 2 ** attempt, this.options.maxWaitMs);
    this.options.log(`${what}, retrying in ${Math.round(ms / 100) / 10} s`);
    await this.options.sleep(ms);
  }
}
