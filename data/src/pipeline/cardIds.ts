/**
 * Card ids and names as the pipeline writes them. Pure functions.
 *
 * - Limitless writes a card as `{set, number}` (`A1` + `84`, `P-A` + `7`); the catalogue id is the set
 *   code lower-cased without dashes and the number zero-padded to three digits (`a1-084`, `pa-007`).
 *   Promo codes spelled out (`PROMO-A`, `Promo A`, `PROMOA`) mean the same sets as `P-A` (`pa`).
 * - Archetype names are slugs: `<card name lower-cased, spaces as hyphens>-<card id>`.
 * - Card-score names write the set as the game does: the set id with its leading letters upper-cased
 *   (`a2b` -> `A2b`, `pa` -> `PA`), and the number without padding.
 */
import { SCORE_NAME_PATTERN } from '@tcgp/schemas';
import type { Card } from '@tcgp/domain';

const PROMO = /^promo[\s_-]*([a-z])$/i;
const SET_ID = /^[a-z0-9]+$/;
const NUMBER = /^\d{1,4}$/;

/** Catalogue set id of a Limitless set code (`A1a` -> `a1a`, `P-A` -> `pa`); null when malformed. */
export function setIdOfCode(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  const trimmed = code.trim();
  const promo = PROMO.exec(trimmed);
  const id = promo ? `p${(promo[1] ?? '').toLowerCase()}` : trimmed.toLowerCase().replace(/[\s_-]+/g, '');
  return SET_ID.test(id) ? id : null;
}

/** Catalogue card id of a Limitless `{set, number}`; null when either part is malformed. */
export function cardIdOf(set: unknown, number: unknown): string | null {
  const setId = setIdOfCode(set);
  if (setId === null) return null;
  let text: string;
  if (typeof number === 'number' && Number.isInteger(number)) text = String(number);
  else if (typeof number === 'string') text = number.trim();
  else return null;
  if (!NUMBER.test(text) || Number(text) < 1) return null;
  return `${setId}-${String(Number(text)).padStart(3, '0')}`;
}

/**
 * `<name lower-cased, whitespace as hyphens>`: the name part of an archetype slug. Accents are dropped
 * and any other character than a-z, 0-9 and `'` becomes a hyphen (`Mr. Mime` -> `mr-mime`, `Poké Ball`
 * -> `poke-ball`), so every slug is a deck id that can be a path (DECK_ID_PATTERN of @tcgp/schemas).
 */
export function nameSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9']+/g, '-')
    .replace(/^[-']+|-+$/g, '');
}

/** Archetype-name part of a card: `<name slug>-<card id>` (`Pikachu ex`, `a1-096` -> `pikachu-ex-a1-096`). */
export function cardSlug(card: Pick<Card, 'id' | 'name'>): string {
  return `${nameSlug(card.name) || 'card'}-${card.id}`;
}

/**
 * A name reduced to lower-case letters and digits (accents and punctuation dropped), to compare a
 * Limitless deck slug with catalogue names: `Poké Ball` and `poke-ball` give `pokeball`.
 */
export function looseName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Set code as card-score names write it: `a2b` -> `A2b`, `pa` -> `PA`. */
export function scoreSetCode(setId: string): string {
  return setId.replace(/^[a-z]+/, (letters) => letters.toUpperCase());
}

/** Card-score row name: `<copies> <card name> <SET> <number>` (`2 Professor's Research PA 7`). */
export function scoreName(copies: number, card: Pick<Card, 'id' | 'name' | 'set'>): string {
  const number = Number(card.id.slice(card.id.lastIndexOf('-') + 1));
  return `${copies} ${card.name} ${scoreSetCode(card.set)} ${number}`;
}

/** The parts of a card-score row name, its card id included (`2 Poké Ball PA 5` -> `pa-005`); null when malformed. */
export function parseScoreName(name: string): { copies: number; cardName: string; cardId: string } | null {
  const match = SCORE_NAME_PATTERN.exec(name);
  if (!match) return null;
  const [, copies = '', cardName = '', setCode = '', number = ''] = match;
  return { copies: Number(copies), cardName, cardId: `${setCode.toLowerCase()}-${number.padStart(3, '0')}` };
}
