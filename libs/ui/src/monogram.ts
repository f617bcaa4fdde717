/** Scripts whose one character already says a lot and fills a small tile: one grapheme is their monogram. */
const WIDE_SCRIPT = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** What a card name adds to the Pokémon's name (Pikachu ex, Pikachu EX) and says nothing of which card it is. */
const SUFFIX = /^(ex|gx|v|vmax|vstar)$/i;
/** A word's letters and digits from its first letter or digit ("(Team" → "Team"). */
const FROM_FIRST_LETTER = /[\p{L}\p{N}][\s\S]*$/u;

function graphemes(text: string, language: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return [...new Intl.Segmenter(language, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
  }
  return Array.from(text);
}

/** The two words a monogram is made from: a name's words from their first letter, suffixes ("ex") skipped when others remain. */
function monogramWords(name: string): (string | undefined)[] {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => FROM_FIRST_LETTER.exec(word)?.[0] ?? '')
    .filter((word) => word !== '');
  const meaningful = words.filter((word) => !SUFFIX.test(word));
  return (meaningful.length > 0 ? meaningful : words).slice(0, 2);
}

/**
 * A card's monogram for a tile too small for its name: the first two letters of a one-word name
 * ("Giratina ex" → "Gi"), the initials of the first two words of a longer one ("Professor's Research" →
 * "PR"), one character of a Chinese, Japanese or Korean name ("ギラティナex" → "ギ"). Never empty for a
 * name with a letter or digit in it; "?" otherwise.
 */
export function cardMonogram(name: string, language = 'en'): string {
  const [first, second] = monogramWords(name);
  if (first === undefined) return '?';
  const letters = graphemes(first, language);
  if (WIDE_SCRIPT.test(first)) return letters[0] ?? '?';
  if (second !== undefined && !WIDE_SCRIPT.test(second)) return `${letters[0] ?? ''}${graphemes(second, language)[0] ?? ''}`;
  return letters.slice(0, 2).join('');
}

/** The longest a lengthened monogram gets (it still fits an icon tile): "Mewt" beside "Mew". */
export const MAX_MONOGRAM_LENGTH = 4;

/** The monogram of `name` made `length` graphemes long where it can be (one grapheme fewer for wide scripts). */
function longerMonogram(name: string, length: number, language: string): string {
  const [first, second] = monogramWords(name);
  if (first === undefined) return '?';
  const letters = graphemes(first, language);
  if (WIDE_SCRIPT.test(first)) return letters.slice(0, length - 1).join('');
  // Initials of two words: more letters of the first word, then the second's initial ("Pro" + "R").
  if (second !== undefined && !WIDE_SCRIPT.test(second)) return `${letters.slice(0, length - 1).join('')}${graphemes(second, language)[0] ?? ''}`;
  return letters.slice(0, length).join('');
}

/** The number of a card id ("a1-129" → "129"), the monogram of last resort. */
function setNumber(cardId: string): string {
  return /-(\d+)$/.exec(cardId)?.[1] ?? cardId.toUpperCase();
}

/**
 * Monograms of the cards of one view, unique within it (docs/product-rules.md, "Deck page"): each card
 * gets its {@link cardMonogram}; cards that would share one get longer ones, the shortest length (up to
 * {@link MAX_MONOGRAM_LENGTH}) that tells the whole group apart ("Lu" for Lunala, Lugia and Lucario →
 * "Lun", "Lug", "Luc"; "Me" for Mew and Mewtwo → "Mew", "Mewt"), and cards still alike (two printings of
 * one name) their set number ("129"). A card listed twice counts once. Pure: card id → monogram.
 */
export function uniqueMonograms(cards: readonly { id: string; name: string }[], language = 'en'): Map<string, string> {
  const names = new Map<string, string>();
  for (const card of cards) if (!names.has(card.id)) names.set(card.id, card.name);
  const result = new Map<string, string>();
  const groups = new Map<string, string[]>();
  for (const [id, name] of names) {
    const monogram = cardMonogram(name, language);
    result.set(id, monogram);
    groups.set(monogram, [...(groups.get(monogram) ?? []), id]);
  }
  for (const ids of groups.values()) {
    if (ids.length < 2) continue;
    for (let length = 3; length <= MAX_MONOGRAM_LENGTH; length++) {
      const longer = ids.map((id) => longerMonogram(names.get(id) ?? '', length, language));
      const distinct = new Set(longer).size === longer.length;
      if (distinct || length === MAX_MONOGRAM_LENGTH) ids.forEach((id, i) => result.set(id, longer[i] ?? '?'));
      if (distinct) break;
    }
  }
  // Whatever still collides (the same name twice, or a lengthened one meeting another) gets its set number.
  const count = new Map<string, number>();
  for (const monogram of result.values()) count.set(monogram, (count.get(monogram) ?? 0) + 1);
  for (const [id, monogram] of result) if ((count.get(monogram) ?? 0) > 1) result.set(id, setNumber(id));
  return result;
}
