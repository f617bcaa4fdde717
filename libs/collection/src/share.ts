/**
 * The share-link code (`<page>?s=<code>`): the missing cards with their copies, the deck filters in
 * force and, optionally, a deck to show. Compact and URL-safe: 60 marked cards take about 130
 * characters.
 *
 * Code = one character for the format version (`2`; `1` is still read), then base64url (RFC 4648 §5,
 * no padding) of:
 *
 *   byte 0      bits 0-3 energy (0 = all, 1..10 = ENERGY_TYPES order), bit 4 include EX,
 *               bits 5-6 sort (SORT_OPTIONS order), bit 7 a deck id follows
 *   byte 1      deck amount / 10 (1..10)
 *   [deck]      varint byte length, UTF-8 deck id
 *   groups      per expansion (set code): varint length, ASCII set code, varint number of cards,
 *               then per card (numbers ascending) varint ((number - previous number - 1) * 2 + copies - 1),
 *               previous starting at -1; copies are 1 or 2
 *   checksum    version 2: 4 bytes, CRC-32 (IEEE, big-endian) of everything before it, which catches
 *               every one-byte change, every swap of two bytes and every cut link; version 1: 2 bytes,
 *               Fletcher-16 (blind to some changes, e.g. a byte 0x00 turned into 0xFF)
 *
 * Varints are unsigned LEB128. A code of another version is refused with `newer` or `outdated`, so a
 * future format can change everything after the first character.
 *
 * Whatever a code yields is a list the saved format takes (docs: the saved collection in saved.ts): the
 * decoder refuses a code whose cards break its rules (more than MAX_MISSING copies in all, a set that
 * appears twice, more than MAX_COPIES copies of a card, an id too long), and one that names cards the
 * page's catalogue does not know, so that applying a link can never put in the store a list that a
 * reload would refuse.
 */
import { DECK_AMOUNT_OPTIONS, ENERGY_TYPES, SORT_OPTIONS, type CardId, type DeckFilters } from '@tcgp/domain';
import { MAX_COPIES, countMissing } from '@tcgp/rules';
import { MAX_MISSING, isSavableMissing } from './saved';

/** The version new links are written in. */
export const SHARE_VERSION = 2;
/** The versions this site reads. */
const READ_VERSIONS = [1, 2] as const;
type ReadVersion = (typeof READ_VERSIONS)[number];

/** What a share link shows: the sender's missing cards, their filters, and the deck they looked at (if any). */
export interface SharedView {
  missing: CardId[];
  filters: DeckFilters;
  deck: string | null;
}

export type ShareDecodeError = 'damaged' | 'outdated' | 'newer';
export type ShareDecodeResult = { ok: true; view: SharedView } | { ok: false; error: ShareDecodeError };

const CANONICAL_ID = /^([a-z0-9]+)-(\d{3,})$/;
const SET_CODE_MAX = 16;
const SET_CODE = /^[a-z0-9]{1,16}$/;
/** A deck id longer than this is not put in a link (real ids are well under 100 characters). */
const MAX_DECK_ID = 200;

// --- bytes --------------------------------------------------------------------------------------

class Writer {
  readonly bytes: number[] = [];
  byte(value: number): void {
    this.bytes.push(value & 0xff);
  }
  varint(value: number): void {
    let rest = value;
    while (rest >= 0x80) {
      this.bytes.push((rest & 0x7f) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.bytes.push(rest);
  }
  text(value: string): void {
    const encoded = new TextEncoder().encode(value);
    this.varint(encoded.length);
    for (const b of encoded) this.bytes.push(b);
  }
}

class Damaged extends Error {}

class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  get done(): boolean {
    return this.at >= this.bytes.length;
  }
  byte(): number {
    const value = this.bytes[this.at];
    if (value === undefined) throw new Damaged();
    this.at += 1;
    return value;
  }
  varint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 5; i += 1) {
      const b = this.byte();
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 0x80;
    }
    throw new Damaged();
  }
  text(max: number): string {
    const length = this.varint();
    if (length > max || this.at + length > this.bytes.length) throw new Damaged();
    const slice = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(slice);
    } catch {
      throw new Damaged();
    }
  }
}

function fletcher16(bytes: ArrayLike<number>, length: number): number {
  let a = 0;
  let b = 0;
  for (let i = 0; i < length; i += 1) {
    a = (a + (bytes[i] ?? 0)) % 255;
    b = (b + a) % 255;
  }
  return (b << 8) | a;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE 802.3, as zlib computes it) of the first `length` bytes. */
export function crc32(bytes: ArrayLike<number>, length: number = bytes.length): number {
  let crc = 0xffffffff;
  for (let i = 0; i < length; i += 1) crc = (CRC_TABLE[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Bytes of the checksum at the end of a code of each version. */
const CHECKSUM_BYTES: Record<ReadVersion, number> = { 1: 2, 2: 4 };

function checksum(version: ReadVersion, bytes: ArrayLike<number>, length: number): number {
  return version === 1 ? fletcher16(bytes, length) : crc32(bytes, length);
}

function toBase64Url(bytes: readonly number[]): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

// --- encode -------------------------------------------------------------------------------------

/** What {@link encodeSharedView} left out: ids that are not card ids like `a1-084` (never in real data). */
export interface EncodedView {
  code: string;
  skipped: CardId[];
}

/**
 * The code of a view. Copies above 2 are written as 2 (a list never holds more than 2 copies of a
 * card, so they show the same); a deck amount that is not an option is written as the nearest one.
 */
export function encodeSharedView(view: SharedView): EncodedView {
  const bySet = new Map<string, Map<number, number>>();
  const skipped: CardId[] = [];
  for (const [id, copies] of countMissing(view.missing)) {
    const match = CANONICAL_ID.exec(id);
    const number = match ? Number(match[2]) : NaN;
    if (!match || !SET_CODE.test(match[1] ?? '') || String(number).padStart(3, '0') !== match[2]) {
      skipped.push(id);
      continue;
    }
    const set = match[1] as string;
    const numbers = bySet.get(set) ?? new Map<number, number>();
    numbers.set(number, Math.min(copies, MAX_COPIES));
    bySet.set(set, numbers);
  }

  const w = new Writer();
  const { filters } = view;
  const energy = filters.energy === null ? 0 : ENERGY_TYPES.indexOf(filters.energy) + 1;
  const sort = Math.max(0, SORT_OPTIONS.indexOf(filters.sortBy));
  const deck = view.deck !== null && view.deck.length > 0 && view.deck.length <= MAX_DECK_ID ? view.deck : null;
  w.byte(energy | (filters.includeEx ? 0x10 : 0) | (sort << 5) | (deck ? 0x80 : 0));
  const amount = DECK_AMOUNT_OPTIONS.reduce((best, option) => (Math.abs(option - filters.deckAmount) < Math.abs(best - filters.deckAmount) ? option : best));
  w.byte(amount / 10);
  if (deck) w.text(deck);
  for (const [set, numbers] of bySet) {
    w.text(set);
    w.varint(numbers.size);
    let previous = -1;
    for (const number of [...numbers.keys()].sort((a, b) => a - b)) {
      w.varint((number - previous - 1) * 2 + ((numbers.get(number) ?? 1) - 1));
      previous = number;
    }
  }
  const sum = crc32(w.bytes);
  for (const shift of [24, 16, 8, 0]) w.byte(sum >>> shift);
  return { code: `${SHARE_VERSION}${toBase64Url(w.bytes)}`, skipped };
}

// --- decode -------------------------------------------------------------------------------------

function readView(bytes: Uint8Array, version: ReadVersion, isKnown: ((id: CardId) => boolean) | undefined): SharedView {
  const size = CHECKSUM_BYTES[version];
  if (bytes.length < 2 + size) throw new Damaged();
  const end = bytes.length - size;
  let sum = 0;
  for (let i = end; i < bytes.length; i += 1) sum = sum * 256 + (bytes[i] ?? 0);
  if (checksum(version, bytes, end) !== sum) throw new Damaged();
  const r = new Reader(bytes.subarray(0, end));

  const flags = r.byte();
  const energyIndex = flags & 0x0f;
  const sortBy = SORT_OPTIONS[(flags >> 5) & 0x03];
  if (energyIndex > ENERGY_TYPES.length || !sortBy) throw new Damaged();
  const deckAmount = r.byte() * 10;
  if (!DECK_AMOUNT_OPTIONS.includes(deckAmount)) throw new Damaged();
  const deck = flags & 0x80 ? r.text(MAX_DECK_ID) : null;
  if (deck === '') throw new Damaged();

  const missing: CardId[] = [];
  const sets = new Set<string>();
  while (!r.done) {
    const set = r.text(SET_CODE_MAX);
    if (!SET_CODE.test(set) || sets.has(set)) throw new Damaged();
    sets.add(set);
    const count = r.varint();
    // Each card takes at least one entry: a count beyond what is left of the limit is damaged at once.
    if (count === 0 || missing.length + count > MAX_MISSING) throw new Damaged();
    let previous = -1;
    for (let i = 0; i < count; i += 1) {
      const value = r.varint();
      const number = previous + 1 + Math.floor(value / 2);
      const id = `${set}-${String(number).padStart(3, '0')}`;
      missing.push(id);
      if (value % 2 === 1) missing.push(id);
      if (missing.length > MAX_MISSING) throw new Damaged();
      previous = number;
    }
  }
  // The saved format's own check (copies, id length, limit) has the last word, then the catalogue.
  if (!isSavableMissing(missing)) throw new Damaged();
  if (isKnown && !missing.every((id) => isKnown(id))) throw new Damaged();
  return {
    missing,
    filters: {
      energy: energyIndex === 0 ? null : (ENERGY_TYPES[energyIndex - 1] ?? null),
      includeEx: (flags & 0x10) !== 0,
      deckAmount,
      sortBy,
    },
    deck,
  };
}

export interface DecodeOptions {
  /** The page's card catalogue: a link that names a card it does not know is refused as damaged. */
  isKnown?: (id: CardId) => boolean;
}

/** The view of a code (the `s` parameter), or why it cannot be shown. Never throws. */
export function decodeSharedView(code: string, options: DecodeOptions = {}): ShareDecodeResult {
  const version = /^(\d)/.exec(code)?.[1];
  if (version === undefined) return { ok: false, error: 'damaged' };
  const v = Number(version);
  if (!(READ_VERSIONS as readonly number[]).includes(v)) {
    // A format this site no longer reads, or one a newer site writes.
    return { ok: false, error: v > SHARE_VERSION ? 'newer' : 'outdated' };
  }
  const bytes = fromBase64Url(code.slice(1));
  if (!bytes) return { ok: false, error: 'damaged' };
  try {
    return { ok: true, view: readView(bytes, v as ReadVersion, options.isKnown) };
  } catch (error) {
    if (error instanceof Damaged) return { ok: false, error: 'damaged' };
    throw error;
  }
}
