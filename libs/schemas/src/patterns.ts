/** Formats of ids and names in the data files (a module of its own: importing one costs no schema). */
/** `count:cardId`, e.g. `2:a1-098` (same format as the rules' parseListEntry). */
export const LIST_ENTRY_PATTERN = /^([1-9]\d*):([a-z0-9]+-\d{3,})$/;
/** `<set>-<NNN>`: lowercase set code, dash, number of at least 3 digits. */
export const CARD_ID_PATTERN = /^[a-z0-9]+-\d{3,}$/;
/** `<copies> <card name> <SET> <number>`, e.g. `2 Poké Ball PA 5`. */
export const SCORE_NAME_PATTERN = /^([1-9]\d*) (.+) ([A-Za-z0-9]+) (\d+)$/;

/**
 * A deck id (an archetype name, lower case, spaces as hyphens) that may become a path: the deck's page
 * (`/deck/<id>`), its preview image (`/og/deck/<id>.png`) and its matchup file. Lower-case letters,
 * digits, `'` and `-`, parts joined by `&`, each starting with a letter or digit: no dots, slashes or
 * `_` (the skeleton page of every deck not rendered is `deck/_/index.html`).
 */
export const DECK_ID_PATTERN = /^[a-z0-9][a-z0-9'-]*(&[a-z0-9][a-z0-9'-]*)*$/;
/** The longest deck id, in characters (all of them one byte: far below a file name's 255 bytes). */
export const MAX_DECK_ID_LENGTH = 120;

/** Why `id` cannot be a deck id, or null when it can. */
export function deckIdProblem(id: string): string | null {
  if (id.length > MAX_DECK_ID_LENGTH) return `is ${id.length} characters long, more than ${MAX_DECK_ID_LENGTH}`;
  if (!DECK_ID_PATTERN.test(id)) return "has characters other than a-z, 0-9, ' and - (parts joined by &, each starting with a letter or digit)";
  return null;
}
