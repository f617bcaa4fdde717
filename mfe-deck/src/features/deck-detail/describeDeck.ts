import { selectShownMissingIds } from 'shared-contracts';
import type { DescribeContext, PageDescription, PagePreview } from '@tcgp/page-render';
import { selectDerivedDecks } from '@tcgp/data-hooks';
import { ENERGY_TYPES, type CardId, type EnergyType } from '@tcgp/domain';
import { cardIndexOf, deckIconCardIds, localizeCards, parseList, readableDeckName, type CardIndex, type DerivedDeck } from '@tcgp/rules';
import { cardImageSources, formatCount, formatPercent, formatTenScale } from '@tcgp/ui';
import en from '../../i18n/en';
import { lookupDeck } from './lookupDeck';

/** Cards drawn on a deck's preview image. */
export const PREVIEW_CARDS = 8;

/** The deck's main cards: its icon cards, then the best list's other cards, most copies first (ties in list order). */
export function mainCards(deck: DerivedDeck, cards: CardIndex, max = PREVIEW_CARDS): { cardId: CardId; count: number }[] {
  let entries: { cardId: CardId; count: number }[];
  try {
    entries = parseList(deck.bestList);
  } catch {
    entries = [];
  }
  const icons = deckIconCardIds(deck, cards);
  const rank = (id: CardId) => {
    const at = icons.indexOf(id);
    return at === -1 ? icons.length : at;
  };
  return entries
    .map((entry, order) => ({ ...entry, order }))
    .sort((a, b) => rank(a.cardId) - rank(b.cardId) || b.count - a.count || a.order - b.order)
    .slice(0, max)
    .map(({ cardId, count }) => ({ cardId, count }));
}

const isEnergy = (type: string): type is EnergyType => (ENERGY_TYPES as readonly string[]).includes(type);

/** The deck's numbers as the deck page shows them, in `language`. */
function deckNumbers(deck: DerivedDeck, language: string, outOfTen: (value: string) => string, unknown: string) {
  return {
    strength: outOfTen(formatTenScale(deck.strength, language)),
    popularity: outOfTen(formatTenScale(deck.popularity, language)),
    winRate: deck.winRate === null ? unknown : formatPercent(deck.winRate, language),
  };
}

/**
 * A deck page's head (its title and a description with its key numbers, in the page language) and its
 * preview image's content (English: name, tier, key numbers, main cards), from the data the page was
 * rendered with. Throws when the page is not a deck's (unknown id, or no list to show).
 */
export function describeDeck({ request, store, i18n }: DescribeContext): PageDescription {
  const deckId = request.params.deckId ?? '';
  const state = store.getState();
  const view = selectDerivedDecks(state);
  if (!view) throw new Error('the deck data is not loaded');
  const lookup = lookupDeck({ ...view, missing: selectShownMissingIds(state), deckId });
  if (lookup.status === 'unknown') throw new Error(`the data has no deck "${deckId}"`);
  if (lookup.status !== 'found') throw new Error(`deck "${deckId}" has no list to show (${lookup.status})`);
  const { deck } = lookup;
  const tier = view.tiers.find((row) => row.items.some((d) => d.id === deck.id))?.tier;
  // The head speaks the page language (local card names); the preview image stays English.
  const name = readableDeckName(deck.name, cardIndexOf(localizeCards([...view.cards.values()], request.language)));
  const englishName = readableDeckName(deck.name, view.cards);

  const t = i18n.getFixedT(request.language, 'deck');
  const numbers = deckNumbers(deck, request.language, (value) => t('outOfTen', { value }), t('unknownValue'));
  const head = {
    title: t('head.title', { deck: name }),
    description: tier ? t('head.description', { deck: name, tier, ...numbers }) : t('head.descriptionNoTier', { deck: name, ...numbers }),
  };

  const english = deckNumbers(deck, 'en', (value) => en.outOfTen.replace('{{value}}', () => value), en.unknownValue);
  const games = view.summary?.[deck.name]?.totalGames;
  const preview: PagePreview = {
    title: englishName,
    stats: [
      { label: en.strength, value: english.strength },
      { label: en.popularity, value: english.popularity },
      { label: en.winRate, value: english.winRate },
      ...(games !== undefined ? [{ label: en.head.games, value: formatCount(games, 'en') }] : []),
    ],
    cards: mainCards(deck, view.cards).map(({ cardId, count }) => {
      const card = view.cards.get(cardId);
      const image = cardImageSources(request.config.cardImages ?? null, cardId, 'en')[0]?.src;
      return { name: card?.name ?? cardId, ...(card && isEnergy(card.type) ? { energy: card.type } : {}), count, ...(image ? { image } : {}) };
    }),
  };
  if (tier) preview.tier = tier;
  return { head, preview };
}
