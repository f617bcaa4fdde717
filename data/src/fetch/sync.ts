/**
 * `data:fetch`: downloads the Pocket tournaments dated on or after a day that the output directory
 * does not have yet, one `{tournament, standings, pairings}` file per tournament (the input of the
 * pipeline). What it has is remembered in `.fetch-state.json` (and a tournament whose file exists is
 * never downloaded again); each tournament is written, then recorded, so an interrupted run resumes.
 *
 * Listing: `GET /tournaments?game=POCKET&limit=N&page=P`, newest first, page by page until a page is
 * short or reaches tournaments older than the first day. Per tournament: `/details`, `/standings`, `/pairings`.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dayOfTimestamp, isoDay } from '../pipeline/dates';
import { POCKET_GAME, type TournamentFile } from '../pipeline/limitless';
import { ApiError, type LimitlessClient } from './client';
import { compareText, isRecord } from '../values';

export const STATE_FILE = '.fetch-state.json';
export const DEFAULT_PAGE_SIZE = 100;
/** Safety stop for the listing (100 pages of 100 = 10,000 tournaments). */
const MAX_PAGES = 100;
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface FetchState {
  version: 1;
  /** Tournament id -> its date and file. */
  tournaments: Record<string, { date: string; file: string }>;
}

export interface FetchSummary {
  listed: number;
  alreadyHad: number;
  fetched: string[];
  failed: { id: string; reason: string }[];
  requests: number;
}

export function readState(dir: string): FetchState {
  const file = join(dir, STATE_FILE);
  if (!existsSync(file)) return { version: 1, tournaments: {} };
  const json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!isRecord(json) || json['version'] !== 1 || !isRecord(json['tournaments']))
    throw new Error(`${file} is not a fetch state file (delete it to start over)`);
  return json as unknown as FetchState;
}

/** Writes a file so that a reader never sees half of it (temp file, then rename). */
function writeAtomic(file: string, text: string): void {
  const temp = `${file}.partial`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

interface Listed {
  id: string;
  date: string;
}

/** The POCKET tournaments dated on or after `since`, oldest first. */
async function listSince(client: LimitlessClient, since: number, pageSize: number): Promise<Listed[]> {
  const found = new Map<string, Listed>();
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const batch = await client.get('/tournaments', { game: POCKET_GAME, limit: pageSize, page });
    if (!Array.isArray(batch)) throw new ApiError('GET /tournaments: the answer is not an array of tournaments');
    let older = 0;
    for (const item of batch as unknown[]) {
      if (!isRecord(item) || typeof item['id'] !== 'string') continue;
      const day = dayOfTimestamp(item['date']);
      if (day === null) continue;
      if (day < since) {
        older += 1;
        continue;
      }
      if (item['game'] !== undefined && item['game'] !== POCKET_GAME) continue;
      found.set(item['id'], { id: item['id'], date: String(item['date']) });
    }
    // Newest first: once a page reaches tournaments older than --since, later pages hold only older ones.
    if (batch.length < pageSize || older > 0) break;
  }
  return [...found.values()].sort((a, b) => compareText(a.date, b.date) || compareText(a.id, b.id));
}

/** Downloads one tournament's three parts and checks their shape. */
async function download(client: LimitlessClient, id: string): Promise<TournamentFile> {
  const base = `/tournaments/${encodeURIComponent(id)}`;
  const tournament = await client.get(`${base}/details`);
  if (!isRecord(tournament) || tournament['id'] !== id) throw new ApiError(`${base}/details: not the details of tournament ${id}`);
  const standings = await client.get(`${base}/standings`);
  if (!Array.isArray(standings)) throw new ApiError(`${base}/standings: not an array of standings`);
  const pairings = await client.get(`${base}/pairings`);
  if (!Array.isArray(pairings)) throw new ApiError(`${base}/pairings: not an array of pairings`);
  return { tournament, standings, pairings } as unknown as TournamentFile;
}

export interface FetchOptions {
  client: LimitlessClient;
  /** First day (day number) of the tournaments to fetch. */
  since: number;
  outDir: string;
  pageSize?: number;
  log?: (message: string) => void;
}

/**
 * Fetches what is new. A tournament that fails (after the client's retries, or with a malformed
 * answer) is reported and left for the next run; a listing that fails throws.
 */
export async function fetchNewTournaments(options: FetchOptions): Promise<FetchSummary> {
  const { client, outDir } = options;
  const log = options.log ?? (() => undefined);
  mkdirSync(outDir, { recursive: true });
  const state = readState(outDir);
  const listed = await listSince(client, options.since, options.pageSize ?? DEFAULT_PAGE_SIZE);
  const summary: FetchSummary = { listed: listed.length, alreadyHad: 0, fetched: [], failed: [], requests: 0 };
  for (const { id, date } of listed) {
    const file = `${id}.json`;
    if (!SAFE_ID.test(id)) {
      summary.failed.push({ id, reason: 'id is not a safe file name' });
      continue;
    }
    if (state.tournaments[id] || existsSync(join(outDir, file))) {
      summary.alreadyHad += 1;
      continue;
    }
    try {
      const data = await download(client, id);
      writeAtomic(join(outDir, file), `${JSON.stringify(data)}\n`);
      state.tournaments[id] = { date, file };
      writeAtomic(join(outDir, STATE_FILE), `${JSON.stringify(state, null, 1)}\n`);
      summary.fetched.push(id);
      log(`fetched ${id} (${date}): ${data.standings.length} standings, ${data.pairings.length} pairings`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      summary.failed.push({ id, reason });
      log(`failed ${id}: ${reason} (retried on the next run)`);
    }
  }
  summary.requests = client.requests;
  return summary;
}

/** One line for the end of a run. */
export function formatFetchSummary(summary: FetchSummary, since: number): string {
  return (
    `since ${isoDay(since)}: ${summary.listed} Pocket tournaments listed, ${summary.alreadyHad} already here, ` +
    `${summary.fetched.length} fetched, ${summary.failed.length} failed (${summary.requests} requests)`
  );
}
