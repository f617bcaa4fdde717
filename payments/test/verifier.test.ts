import { createEmulatorVerifier, decodeJwtPayload } from '../src/verifier';

/** An unsigned token like the Auth emulator's. */
function emulatorToken(claims: Record<string, unknown>): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

const NOW = Date.parse('2026-03-01T00:00:00Z');
const valid = { aud: 'demo-tcgp', exp: NOW / 1000 + 3600, user_id: 'u-ash', sub: 'u-ash' };

function verifierWith(lookup: (body: unknown) => Response) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body: unknown = JSON.parse(String(init?.body));
    calls.push({ url: String(url), body });
    return lookup(body);
  });
  const verifier = createEmulatorVerifier({ emulatorUrl: 'http://127.0.0.1:9099/', apiKey: 'demo-api-key', projectId: 'demo-tcgp', fetchImpl: fetchImpl as unknown as typeof fetch, now: () => NOW });
  return { verifier, calls };
}

const known = () => Response.json({ users: [{ localId: 'u-ash' }] });

describe('createEmulatorVerifier', () => {
  it("accepts a current token of the project whose user the emulator knows, asking the emulator's accounts:lookup", async () => {
    const { verifier, calls } = verifierWith(known);
    const token = emulatorToken(valid);
    await expect(verifier.verify(token)).resolves.toBe('u-ash');
    expect(calls).toEqual([{ url: 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key', body: { idToken: token } }]);
  });

  it.each([
    ['not a JWT', 'garbage'],
    ['expired', emulatorToken({ ...valid, exp: NOW / 1000 - 1 })],
    ['of another project', emulatorToken({ ...valid, aud: 'other-project' })],
    ['claiming another user than the emulator knows', emulatorToken({ ...valid, user_id: 'u-misty', sub: 'u-misty' })],
  ])('rejects a token that is %s', async (_label, token) => {
    const { verifier } = verifierWith(known);
    await expect(verifier.verify(token)).resolves.toBeNull();
  });

  it('rejects a token the emulator does not know', async () => {
    const { verifier } = verifierWith(() => Response.json({ error: { message: 'INVALID_ID_TOKEN' } }, { status: 400 }));
    await expect(verifier.verify(emulatorToken(valid))).resolves.toBeNull();
  });

  it('decodes a JWT payload without trusting it', () => {
    expect(decodeJwtPayload(emulatorToken({ a: 1 }))).toEqual({ a: 1 });
    expect(decodeJwtPayload('a.b')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });
});
