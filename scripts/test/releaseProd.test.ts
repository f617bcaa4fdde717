import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseRemoteReleases } from '@tcgp/schemas';
import { installRemoteSchema } from '../release/store.mjs';
import { main } from '../release/cli.mjs';
import { judgeCanary } from '../release/judge.mjs';
import { readProdConfig } from '../release/prod.mjs';

/**
 * `npm run release -- <remote> <command> --prod`: the production registry in Cloud Storage, changed by
 * compare-and-swap on the object's generation, versions checked on the remote's host, health from
 * Firestore. Every request goes to an in-memory stand-in of those services: nothing reaches the network.
 */
installRemoteSchema((entry: unknown) => parseRemoteReleases(entry));

const V1 = '1.0.0+aaaaaaa';
const V2 = '1.1.0+bbbbbbb';
const BUCKET = 'demo-bucket.firebasestorage.app';
const DECK = 'https://tcgp-deck.web.app';

interface StoredObject {
  text: string;
  generation: number;
  cacheControl?: string;
}

/** Cloud Storage's JSON API, a remote's static host and Firestore's aggregation, in memory. */
class FakeGoogle {
  objects = new Map<string, StoredObject>();
  /** A remote's host: URL -> bytes. */
  hosted = new Map<string, Buffer>();
  /** Firestore `health` sums: version -> [sessions, errorSessions]. */
  health: Record<string, [number, number]> = {};
  requests: { method: string; url: string }[] = [];
  generation = 1000;
  /** Runs once before the next write of `name` is checked (another release writing meanwhile). */
  beforeWrite: { name: string; run: () => void } | null = null;

  put(name: string, text: string, cacheControl = 'no-store'): void {
    this.objects.set(name, { text, generation: ++this.generation, cacheControl });
  }

  json(name: string): unknown {
    const o = this.objects.get(name);
    return o ? JSON.parse(o.text) : undefined;
  }

  writes(): string[] {
    return this.requests.filter((r) => r.method === 'POST' && r.url.includes('/upload/')).map((r) => r.url);
  }

  fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    this.requests.push({ method, url: url.href });
    const reply = (status: number, body: string | Buffer, headers: Record<string, string> = {}) =>
      new Response(status === 404 || status === 412 || typeof body === 'string' ? String(body) : new Uint8Array(body), { status, headers });
    if (url.origin === 'https://storage.googleapis.com') {
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer operator-token');
      const object = /^\/storage\/v1\/b\/([^/]+)\/o\/(.+)$/.exec(url.pathname);
      if (method === 'GET' && object && url.searchParams.get('alt') === 'media') {
        expect(decodeURIComponent(object[1] ?? '')).toBe(BUCKET);
        const found = this.objects.get(decodeURIComponent(object[2] ?? ''));
        return found ? reply(200, found.text, { 'x-goog-generation': String(found.generation) }) : reply(404, 'not found');
      }
      if (method === 'GET' && url.pathname === `/storage/v1/b/${BUCKET}/o`) {
        const prefix = url.searchParams.get('prefix') ?? '';
        return reply(200, JSON.stringify({ items: [...this.objects.keys()].filter((n) => n.startsWith(prefix)).map((name) => ({ name })) }));
      }
      if (method === 'POST' && url.pathname === `/upload/storage/v1/b/${BUCKET}/o` && url.searchParams.get('uploadType') === 'multipart') {
        const boundary = /boundary=(.+)$/.exec(new Headers(init?.headers).get('content-type') ?? '')?.[1] ?? '';
        const parts = String(init?.body)
          .split(`--${boundary}`)
          .slice(1, -1)
          .map((p) => p.slice(p.indexOf('\r\n\r\n') + 4, -2));
        const metadata = JSON.parse(parts[0] ?? '{}') as { name: string; cacheControl: string };
        if (this.beforeWrite?.name === metadata.name) {
          const run = this.beforeWrite.run;
          this.beforeWrite = null;
          run();
        }
        const match = url.searchParams.get('ifGenerationMatch');
        const current = this.objects.get(metadata.name)?.generation ?? 0;
        if (match !== String(current)) return reply(412, 'conditionNotMet');
        this.put(metadata.name, parts[1] ?? '', metadata.cacheControl);
        return reply(200, JSON.stringify({ name: metadata.name, generation: String(this.generation) }));
      }
    }
    if (url.origin === DECK) {
      const bytes = this.hosted.get(url.href);
      return bytes ? reply(200, bytes) : reply(404, 'not found');
    }
    if (url.origin === 'https://firestore.googleapis.com' && url.pathname.endsWith('/documents:runAggregationQuery')) {
      const query = JSON.parse(String(init?.body)) as {
        structuredAggregationQuery: {
          structuredQuery: { where: { compositeFilter: { filters: { fieldFilter: { field: { fieldPath: string }; value: { stringValue?: string } } }[] } } };
        };
      };
      const version = query.structuredAggregationQuery.structuredQuery.where.compositeFilter.filters.find((f) => f.fieldFilter.field.fieldPath === 'version')
        ?.fieldFilter.value.stringValue;
      const [sessions, errorSessions] = this.health[version ?? ''] ?? [0, 0];
      return reply(
        200,
        JSON.stringify([
          { result: { aggregateFields: { sessions: { integerValue: String(sessions) }, errorSessions: { integerValue: String(errorSessions) } } } },
        ]),
      );
    }
    throw new Error(`no network in tests: ${method} ${url.href}`);
  };
}

let dir = '';
let google: FakeGoogle;
let prodConfig = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'release-prod-'));
  google = new FakeGoogle();
  prodConfig = path.join(dir, 'release.json');
  writeFileSync(prodConfig, JSON.stringify({ bucket: BUCKET, prefix: 'registry/', projectId: 'demo-project', remoteOrigins: { deck: DECK } }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A deck build folder labelled `label`. */
function fakeBuild(label: string): string {
  const build = path.join(dir, `build-${label}`);
  mkdirSync(build, { recursive: true });
  writeFileSync(
    path.join(build, 'mf-manifest.json'),
    JSON.stringify({ id: 'deck', name: 'deck', metaData: { buildInfo: { buildVersion: label }, remoteEntry: { name: 'remoteEntry.js' } } }),
  );
  writeFileSync(path.join(build, 'remoteEntry.js'), `/* ${label} */`);
  return build;
}

/** What the remote team's host deploy does: the build's files at `<origin>/<label>/`. */
function upload(build: string, label: string, entryText?: string): void {
  google.hosted.set(`${DECK}/${encodeURIComponent(label)}/mf-manifest.json`, readFileSync(path.join(build, 'mf-manifest.json')));
  google.hosted.set(`${DECK}/${encodeURIComponent(label)}/remoteEntry.js`, Buffer.from(entryText ?? readFileSync(path.join(build, 'remoteEntry.js'), 'utf8')));
}

async function release(...args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await main([...args, '--prod', '--prod-config', prodConfig, '--runtime', path.join(dir, `copy-${Math.random().toString(36).slice(2)}`)], {
    log: (l) => lines.push(l),
    fetch: google.fetch,
    token: async () => 'operator-token',
    judge: judgeCanary,
  });
  return { code, out: lines.join('\n') };
}

type Registry = {
  revision: number;
  remotes: Record<string, { default: string; versions: Record<string, { manifest: string; share: number }>; revoked: string[] }>;
};
const registry = () => google.json('registry/remotes.json') as Registry;
const shares = () => Object.fromEntries(Object.entries(registry().remotes.deck?.versions ?? {}).map(([l, v]) => [l, v.share]));

async function publishBoth(): Promise<void> {
  for (const label of [V1, V2]) {
    const build = fakeBuild(label);
    upload(build, label);
    await release('deck', 'publish', '--from', build);
  }
}

describe('release --prod', () => {
  it('reads the demo project settings and refuses settings it cannot use', () => {
    const demo = readProdConfig(path.join(__dirname, '../deploy/demo/release.json'));
    expect(demo.storageApi).toBe('https://storage.googleapis.com');
    expect(Object.keys(demo.remoteOrigins).sort()).toEqual(['account', 'cards', 'deck', 'tierlist']);
    writeFileSync(prodConfig, JSON.stringify({ bucket: '', projectId: 'p', remoteOrigins: { deck: 'http://x.example/path' } }));
    expect(() => readProdConfig(prodConfig)).toThrow(/bucket must be a non-empty string; remoteOrigins.deck must be an https origin/);
  });

  it("publishes a version only once it is on the remote's host with the same bytes, into the registry object", async () => {
    const build = fakeBuild(V1);
    await expect(release('deck', 'publish', '--from', build)).rejects.toThrow(
      `${DECK}/${encodeURIComponent(V1)}/mf-manifest.json answered 404: upload the build to ${DECK}/${encodeURIComponent(V1)}/ first`,
    );
    upload(build, V1, '/* other bytes */');
    await expect(release('deck', 'publish', '--from', build)).rejects.toThrow('is not this build (its sha-384 differs)');
    expect(google.writes()).toEqual([]);

    upload(build, V1);
    const { code, out } = await release('deck', 'publish', '--from', build);
    expect(code).toBe(0);
    expect(out).toContain(`[production] deck ${V1}: on its host at ${DECK}/${V1}/`);
    expect(registry()).toEqual({
      schema: 2,
      revision: 1,
      remotes: { deck: { default: V1, versions: { [V1]: { manifest: `${DECK}/${V1}/mf-manifest.json`, share: 100 } }, revoked: [] } },
    });
    expect(google.objects.get('registry/remotes.json')?.cacheControl).toBe('no-store');
    const entryPin = `sha384-${createHash('sha384').update(`/* ${V1} */`).digest('base64')}`;
    expect((google.json('registry/remotes.integrity.json') as Record<string, Record<string, { entry: string }>>).deck?.[V1]?.entry).toBe(entryPin);
    expect(google.json('registry/history/00000001.json')).toEqual([expect.objectContaining({ revision: 1, action: 'publish', label: V1, remote: 'deck' })]);
    // Nothing is copied into a local releases folder: the version lives on its host.
    expect(existsSync(path.join(dir, 'releases'))).toBe(false);
  });

  it('changes nothing in production on a dry run, and says what would change', async () => {
    await publishBoth();
    const before = google.writes().length;
    const { code, out } = await release('deck', 'canary', '--share', '10', '--for', '0', '--dry-run');
    expect(code).toBe(0);
    expect(out).toContain(`[dry run] [production] deck: ${V2} would get 10 % of players`);
    expect(google.writes()).toHaveLength(before);
    expect(shares()).toEqual({ [V1]: 100, [V2]: 0 });
    const promoted = await release('deck', 'promote', '--label', V2, '--dry-run');
    expect(promoted.out).toContain(`[dry run] [production] deck: ${V2} is the default for every player`);
    expect(google.writes()).toHaveLength(before);
  });

  it("re-applies a change when another release wrote the registry meanwhile (the object's generation)", async () => {
    await publishBoth();
    google.beforeWrite = {
      name: 'registry/remotes.json',
      run: () => {
        // Another team revokes nothing but bumps the registry: its own change, revision 3.
        const other = registry();
        const deck = other.remotes.deck;
        if (deck) deck.versions['1.0.5+ccccccc'] = { manifest: `${DECK}/1.0.5+ccccccc/mf-manifest.json`, share: 0 };
        google.put('registry/remotes.json', JSON.stringify({ ...other, revision: other.revision + 1 }));
      },
    };
    const { code } = await release('deck', 'canary', '--share', '10', '--label', V2, '--for', '0');
    expect(code).toBe(0);
    expect(registry().revision).toBe(4);
    // Both changes are there: the other release's version and this canary.
    expect(shares()).toEqual({ [V1]: 90, [V2]: 10, '1.0.5+ccccccc': 0 });
    expect(google.json('registry/history/00000004.json')).toEqual([expect.objectContaining({ action: 'canary', label: V2 })]);
  });

  it('rolls a canary back by itself on Firestore health, and status shows why; the pages are left to the render job', async () => {
    await publishBoth();
    google.health = { [V1]: [200, 2], [V2]: [200, 60] };
    const { code, out } = await release('deck', 'canary', '--share', '10', '--for', '50ms', '--every', '10ms', '--min-sessions', '100');
    expect(code).toBe(3);
    expect(out).toContain(`deck: ${V2} rolled back`);
    expect(shares()).toEqual({ [V1]: 100, [V2]: 0 });
    const status = await release('deck', 'status');
    expect(status.out).toContain(`${V2}`);
    expect(status.out).toMatch(/last rollback: canary 1\.1\.0\+bbbbbbb rolled back by the health check: /);
    // Promoting in production does not render here: it names the render job's command instead.
    const promoted = await release('deck', 'promote', '--label', V2);
    expect(promoted.out).toMatch(
      /pages: render deck's pages from this registry and deploy them: npm run pages:render -- .*--registry .*remotes\.json .*--only deck/,
    );
  });

  it('prune --prod takes unused versions out of the registry and names what their host may delete', async () => {
    await publishBoth();
    const V3 = '1.2.0+ccccccc';
    const build = fakeBuild(V3);
    upload(build, V3);
    await release('deck', 'publish', '--from', build);
    const { code, out } = await release('deck', 'prune', '--keep', '1', '--unlist');
    expect(code).toBe(0);
    expect(out).toContain(`[production] deck: ${V2} left the registry`);
    expect(out).toContain(`[production] deck ${V2}: no longer needed; its host may delete ${DECK}/${V2}/`);
    expect(Object.keys(registry().remotes.deck?.versions ?? {}).sort()).toEqual([V1, V3]);
  });

  it('refuses without an operator token, before anything is read', async () => {
    await expect(
      main(['deck', 'status', '--prod', '--prod-config', prodConfig, '--runtime', path.join(dir, 'copy')], {
        log: () => undefined,
        fetch: google.fetch,
        token: async () => {
          throw new Error('--prod needs an operator access token');
        },
      }),
    ).rejects.toThrow('--prod needs an operator access token');
    expect(google.requests).toEqual([]);
  });
});
