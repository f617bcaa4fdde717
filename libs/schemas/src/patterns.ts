/** Formats of ids and names in the data files (a module of its own: importing one costs no schema). */
/** `count:cardId`, e.g. `2:a1-098` (same format as the rules' parseListEntry). */
export const LIST_ENTRY_PATTERN = /^([1-9]\d*):([a-z0-9]+-\d{3,})$/;
/** `<set>-<NNN>`: lowercase set code, dash, number of at least 3 digits. */
export const CARD_ID_PATTERN = /^[a-z0-9]+-\d{3,}$/;
/** `<copies> <card name> <SET> <number>`, e.g. `2 Poké Ball PA 5`. */
export const SCORE_NAME_PATTERN = /^([1-9]\d*) (.+) ([A-Za-z0-9]+) (\d+)$/;
