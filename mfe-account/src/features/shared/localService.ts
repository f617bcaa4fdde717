/**
 * What the account remote's two clients of the local payments service (billing and the saved
 * collection) have in common: the service's base URL, the fetch they use, and the shape of a request.
 */

/** The base URL without trailing slashes (paths are appended as `/v1/...`). */
export const serviceBase = (baseUrl: string): string => baseUrl.replace(/\/+$/, '');

/** `fetchImpl`, else the page's fetch (called late, so tests may replace it). */
export const serviceFetch = (fetchImpl: typeof fetch | undefined): typeof fetch =>
  fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

/** A request to the service: the user's ID token as bearer token, a JSON body when given, never cached. */
export function serviceRequest(method: string, token: string, body: unknown, signal: AbortSignal): RequestInit {
  return {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    cache: 'no-store',
  };
}
