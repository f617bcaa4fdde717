/**
 * Local card names (docs/product-rules.md, "Local card names"): cards.json carries each card's name in
 * the site languages where it differs from English (`names`); a page shows the name of its language,
 * keeps the English one beside it (`englishName`) and finds a card by either.
 */
import type { Card } from '@tcgp/domain';
import { registerRenamedCatalogue } from './cards';

/** The card's name in `language` (`de-AT` falls back to `de`), or its English name when it has none. */
export function localCardName(card: Card, language: string): string {
  const names = card.names;
  if (!names) return card.name;
  const base = language.split('-')[0] ?? language;
  return names[language] ?? names[base] ?? card.name;
}

const localizedCache = new WeakMap<readonly Card[], Map<string, readonly Card[]>>();

/**
 * The catalogue as a page in `language` shows it: each card's `name` is its local name and
 * `englishName` its English one (only on cards whose name differs). Cards without a local name are the
 * same objects; a catalogue without any is returned as it is. Memoised on the array and the language,
 * so every view of a page shares one localized catalogue (and one card index), and its index shares
 * the decks' parsed lists with the catalogue's ({@link registerRenamedCatalogue}): a page prepared with
 * the published catalogue renders at once in any language.
 */
export function localizeCards(cards: readonly Card[], language: string): readonly Card[] {
  let byLanguage = localizedCache.get(cards);
  if (!byLanguage) {
    byLanguage = new Map();
    localizedCache.set(cards, byLanguage);
  }
  let localized = byLanguage.get(language);
  if (!localized) {
    let changed = false;
    const list = cards.map((card) => {
      const name = localCardName(card, language);
      if (name === card.name) return card;
      changed = true;
      return { ...card, name, englishName: card.name };
    });
    localized = changed ? list : cards;
    registerRenamedCatalogue(localized, cards);
    byLanguage.set(language, localized);
  }
  return localized;
}

/** The names a card is found by: its shown name and, when that is a local name, its English one. */
export function cardSearchNames(card: Card): string[] {
  return card.englishName !== undefined && card.englishName !== card.name ? [card.name, card.englishName] : [card.name];
}
