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

/**
 * A card's monogram for a tile too small for its name: the first two letters of a one-word name
 * ("Giratina ex" → "Gi"), the initials of the first two words of a longer one ("Professor's Research" →
 * "PR"), one character of a Chinese, Japanese or Korean name ("ギラティナex" → "ギ"). Never empty for a
 * name with a letter or digit in it; "?" otherwise.
 */
export function cardMonogram(name: string, language = 'en'): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => FROM_FIRST_LETTER.exec(word)?.[0] ?? '')
    .filter((word) => word !== '');
  const meaningful = words.filter((word) => !SUFFIX.test(word));
  const [first, second] = meaningful.length > 0 ? meaningful : words;
  if (first === undefined) return '?';
  const letters = graphemes(first, language);
  if (WIDE_SCRIPT.test(first)) return letters[0] ?? '?';
  if (second !== undefined && !WIDE_SCRIPT.test(second)) return `${letters[0] ?? ''}${graphemes(second, language)[0] ?? ''}`;
  return letters.slice(0, 2).join('');
}
