/**
 * Local card names: the `names` of a card in cards.json (language code -> name), a TCGdex card answer
 * (`GET /v2/{lang}/cards/{id}`, only its name is read) and the committed names fixture of the data tools
 * (TCGdex card id -> language code -> name).
 */
import * as v from 'valibot';
import { check, expected, keyedBy, record, type ParseResult } from './check';

/** A language code as the site and TCGdex write them: `de`, `de-AT`, `zh-Hans`, `pt-br`. */
export const NAME_LANGUAGE_PATTERN = /^[a-z]{2}(?:-[A-Za-z]{2,4})?$/;
/** Longest accepted card name (the longest real one has about 30 characters). */
export const MAX_CARD_NAME_LENGTH = 80;

const cardName = v.pipe(
  v.string(expected('a card name (a non-empty string)')),
  v.check((s) => s.trim() !== '', 'expected a card name, got an empty string'),
  v.check((s) => s.length <= MAX_CARD_NAME_LENGTH, `expected a card name of at most ${MAX_CARD_NAME_LENGTH} characters`),
);

/** `{ "de": "Glurak-ex", "ja": "リザードンex" }`: every key a language code, every value a card name. */
export const localNamesSchema = v.pipe(
  keyedBy(cardName, 'an object of language code -> card name'),
  v.check(
    (names) => Object.keys(names).every((key) => NAME_LANGUAGE_PATTERN.test(key)),
    (issue) => {
      const bad = Object.keys(issue.input as Record<string, unknown>).find((key) => !NAME_LANGUAGE_PATTERN.test(key));
      return `expected language codes as keys (like "de" or "zh-Hans"), got ${JSON.stringify(bad)}`;
    },
  ),
);

/** A TCGdex card; only `name` is read. */
export const tcgdexCardSchema = record({ name: cardName }, { name: 'missing required card name' });

/** The names fixture: TCGdex card id (`A1-036`, `P-A-007`) -> local names. */
export const cardNamesFixtureSchema = keyedBy(localNamesSchema, 'an object of TCGdex card id -> names');

export type LocalNames = Partial<Record<string, string>>;

export const parseLocalNames = (json: unknown): ParseResult<LocalNames> => check<LocalNames>(localNamesSchema, json);
export const parseTcgdexCard = (json: unknown): ParseResult<{ name: string }> => check<{ name: string }>(tcgdexCardSchema, json);
export const parseCardNamesFixture = (json: unknown): ParseResult<Record<string, LocalNames>> =>
  check<Record<string, LocalNames>>(cardNamesFixtureSchema, json);
