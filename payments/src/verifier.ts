/**
 * Verifies the caller's Firebase ID token. The service takes the verifier as a parameter, so tests
 * use a fake one and local runs use the Firebase Auth emulator's accounts:lookup endpoint (the
 * emulator's tokens are unsigned, so they cannot be checked offline with public keys).
 */
export interface TokenVerifier {
  /** The uid of the token's user, or null when the token is not valid. */
  verify(idToken: string): Promise<string | null>;
}

interface TokenClaims {
  aud?: unknown;
  exp?: unknown;
  sub?: unknown;
  user_id?: unknown;
}

/** The payload of a JWT, without checking any signature; null when it is not a JWT. */
export function decodeJwtPayload(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return typeof json === 'object' && json !== null ? (json as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** True for a URL whose host is the loopback interface (127.0.0.0/8, ::1, localhost). */
export function isLoopbackUrl(value: string): boolean {
  let host: string;
  try {
    host = new URL(value).hostname;
  } catch {
    return false;
  }
  if (host === 'localhost' || host === '[::1]') return true;
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return octets !== null && octets[1] === '127' && octets.slice(1).every((o) => Number(o) <= 255);
}

export interface EmulatorVerifierOptions {
  /** e.g. http://127.0.0.1:9099 */
  emulatorUrl: string;
  apiKey: string;
  /** When given, the token's audience must be this project. */
  projectId?: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** The environment to check (default process.env). */
  env?: Record<string, string | undefined>;
}

/**
 * Token verifier against the Firebase Auth emulator: the token must decode as a JWT of this project
 * that has not expired, and the emulator must know its user (accounts:lookup with the token).
 *
 * The emulator accepts forged unsigned tokens by design, so this verifier refuses to exist outside
 * a local run: it throws unless the emulator URL is on the loopback interface and NODE_ENV is not
 * `production`.
 */
export function createEmulatorVerifier(o: EmulatorVerifierOptions): TokenVerifier {
  const env = o.env ?? process.env;
  if (env.NODE_ENV === 'production') {
    throw new Error('The Auth emulator token verifier cannot run with NODE_ENV=production: emulator tokens are unsigned.');
  }
  if (!isLoopbackUrl(o.emulatorUrl)) {
    throw new Error(`The Auth emulator token verifier only talks to an emulator on the loopback interface (127.0.0.1, ::1, localhost), not ${o.emulatorUrl}.`);
  }
  const fetchImpl = o.fetchImpl ?? fetch;
  const now = o.now ?? Date.now;
  const lookupUrl = `${o.emulatorUrl.replace(/\/+$/, '')}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=${encodeURIComponent(o.apiKey)}`;
  return {
    async verify(idToken) {
      const claims = decodeJwtPayload(idToken);
      if (!claims) return null;
      if (o.projectId && claims.aud !== o.projectId) return null;
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now()) return null;
      let response: Response;
      try {
        response = await fetchImpl(lookupUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ idToken }),
        });
      } catch (error) {
        throw new Error('The Auth emulator cannot be reached', { cause: error });
      }
      if (!response.ok) return null;
      const body = (await response.json().catch(() => null)) as { users?: { localId?: unknown }[] } | null;
      const uid = body?.users?.[0]?.localId;
      if (typeof uid !== 'string' || uid === '') return null;
      const claimed = claims.user_id ?? claims.sub;
      return claimed === undefined || claimed === uid ? uid : null;
    },
  };
}

/** A verifier for tests: a fixed token -> uid table. */
export function createFakeVerifier(tokens: Record<string, string>): TokenVerifier {
  return {
    async verify(idToken) {
      return Object.hasOwn(tokens, idToken) ? (tokens[idToken] ?? null) : null;
    },
  };
}
