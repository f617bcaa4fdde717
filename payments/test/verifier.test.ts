import { createEmulatorVerifier, decodeJwtPayload, isLoopbackUrl } from '../src/verifier';

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
  const verifier = createEmulatorVerifier({
    emulatorUrl: 'http://127.0.0.1:9099/',
    apiKey: 'demo-api-key',
    projectId: 'demo-tcgp',
    fetchImpl: fetchImpl as unknown as typeof fetch,
    now: () => NOW,
    env: {},
  });
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

describe('the emulator verifier only runs in a local setup (emulator tokens are unsigned)', () => {
  const make =
    (emulatorUrl: string, env: Record<string, string | undefined> = {}) =>
    () =>
      createEmulatorVerifier({ emulatorUrl, apiKey: 'k', env });

  it.each(['http://127.0.0.1:9099', 'http://127.5.6.7:9099/', 'http://localhost:9099', 'http://[::1]:9099'])('starts with the loopback emulator %s', (url) => {
    expect(make(url)).not.toThrow();
  });

  it.each([
    'http://10.0.0.5:9099',
    'https://auth.example.com',
    'http://localhost.evil.test:9099',
    'http://127.0.0.1.evil.test:9099',
    'http://0.0.0.0:9099',
    'not a url',
  ])('refuses to start with the emulator at %s', (url) => {
    expect(make(url)).toThrow('only talks to an emulator on the loopback interface');
  });

  it('refuses to start with NODE_ENV=production, even on loopback', () => {
    expect(make('http://127.0.0.1:9099', { NODE_ENV: 'production' })).toThrow('NODE_ENV=production');
    expect(make('http://127.0.0.1:9099', { NODE_ENV: 'development' })).not.toThrow();
  });

  it('reads process.env by default', () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => createEmulatorVerifier({ emulatorUrl: 'http://127.0.0.1:9099', apiKey: 'k' })).toThrow('NODE_ENV=production');
    } finally {
      process.env.NODE_ENV = saved;
    }
  });

  it('isLoopbackUrl: 127.0.0.0/8, ::1 and localhost only', () => {
    expect(isLoopbackUrl('http://127.255.255.254')).toBe(true);
    expect(isLoopbackUrl('http://128.0.0.1')).toBe(false);
    expect(isLoopbackUrl('http://[::2]')).toBe(false);
  });
});
