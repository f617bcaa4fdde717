import { isBillingError } from '@tcgp/billing';
import { createLocalBilling } from './localBilling';
import { rejection } from './billingContract';

const PAGE = 'http://127.0.0.1:8080/tier-list';

function client(fetchImpl: typeof fetch, token: string | null = 'id-token-1', uid: string | null = 'u-ash') {
  return createLocalBilling({ baseUrl: 'http://127.0.0.1:8090/', getIdToken: async () => token, getUid: () => uid, currentPage: () => PAGE, fetchImpl });
}

afterEach(() => jest.useRealTimers());

describe('local adapter', () => {
  it("sends the user's ID token as bearer token to the user's own path", async () => {
    const fetchImpl = jest.fn(async () => Response.json([]));
    await client(fetchImpl as unknown as typeof fetch).listSubscriptions(['active', 'trialing']);
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://127.0.0.1:8090/v1/customers/u-ash/subscriptions?status=active&status=trialing',
      expect.objectContaining({ method: 'GET', headers: expect.objectContaining({ Authorization: 'Bearer id-token-1' }) }),
    );
  });

  it('does not call the service without a token: unauthenticated', async () => {
    const fetchImpl = jest.fn();
    expect((await rejection(client(fetchImpl as unknown as typeof fetch, null).listSubscriptions())).code).toBe('unauthenticated');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('times out after exactly 30000 ms when the service never answers: deadline-exceeded', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let settled: unknown = 'pending';
    const promise = client(fetchImpl as unknown as typeof fetch)
      .createCheckoutSession({ price: 'price_monthly' })
      .catch((e: unknown) => (settled = e));
    await jest.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    await promise;
    expect(isBillingError(settled) && { code: settled.code, message: settled.message }).toEqual({
      code: 'deadline-exceeded',
      message: 'Timeout while waiting for session response.',
    });
  });

  it("an unreachable service is internal; the service's own errors keep their code and message", async () => {
    const down = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect((await rejection(client(down as unknown as typeof fetch).listSubscriptions())).code).toBe('internal');
    const forbidden = jest.fn(async () => Response.json({ error: { code: 'permission-denied', message: 'nope' } }, { status: 403 }));
    expect(await rejection(client(forbidden as unknown as typeof fetch).listSubscriptions())).toEqual({ code: 'permission-denied', message: 'nope' });
    const expired = jest.fn(async () => Response.json({ error: { code: 'unauthenticated', message: 'x' } }, { status: 401 }));
    expect(await rejection(client(expired as unknown as typeof fetch).listSubscriptions())).toEqual({
      code: 'unauthenticated',
      message: 'Failed to determine currently signed in user. User not signed in.',
    });
    const garbage = jest.fn(async () => new Response('<html>', { status: 502 }));
    expect((await rejection(client(garbage as unknown as typeof fetch).listSubscriptions())).code).toBe('internal');
  });

  it('sends the validated request with its defaults, without the client-side timeout', async () => {
    const fetchImpl = jest.fn(async () =>
      Response.json({ id: 'cs_1', url: 'http://127.0.0.1:8090/checkout/cs_1', created: '2026-01-01T00:00:00.000Z' }, { status: 201 }),
    );
    await client(fetchImpl as unknown as typeof fetch).createCheckoutSession({ price: 'price_yearly' });
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ price: 'price_yearly', mode: 'subscription', success_url: PAGE, cancel_url: PAGE });
  });
});
