import { useMemo, useRef } from 'react';
import { useTranslation } from 'shared-contracts';
import type { Card, CardId } from '@tcgp/domain';
import { MAX_PICKED_CARDS, cardsPlayedByDecks, type CardIndex, type DerivedDeck } from '@tcgp/rules';
import { formatCount } from '@tcgp/ui';
import { CardCombobox, printing } from './CardCombobox';
import type { DroppedCards } from './usePickedCards';
import styles from './FindByCard.module.css';

/** The names of cards joined as a list in `language` ("Gholdengo ex and Dialga ex"). */
export function cardNames(names: readonly string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** The picked cards the catalogue knows, in their order. */
function knownCards(picked: readonly CardId[], cards: CardIndex): Card[] {
  return picked.map((id) => cards.get(id)).filter((card): card is Card => card !== undefined);
}

/** The picked cards' names, each with its printing when another picked card has the same name. */
export function pickedCardNames(picked: readonly CardId[], cards: CardIndex): string[] {
  const known = knownCards(picked, cards);
  return known.map((card) => (known.some((other) => other !== card && other.name === card.name) ? `${card.name} ${printing(card.id)}` : card.name));
}

export interface FindByCardProps {
  cards: CardIndex;
  /** The tier list's decks (all of them, for what can be found and the total). */
  decks: readonly DerivedDeck[];
  /** How many of them play every picked card. */
  matching: number;
  picked: readonly CardId[];
  onChange(ids: readonly CardId[]): void;
  dropped: DroppedCards | null;
}

/**
 * "Decks with cards" on the tier list: the search field, the picked cards as removable chips with a
 * way to remove them all, how many decks play them, and what the address named that was left out.
 */
export function FindByCard({ cards, decks, matching, picked, onChange, dropped }: FindByCardProps) {
  const { t, i18n } = useTranslation('tierlist');
  const language = i18n.language;
  const inputRef = useRef<HTMLInputElement>(null);
  const played = useMemo(() => cardsPlayedByDecks(decks, cards), [decks, cards]);
  const pickedCards = knownCards(picked, cards);
  const names = pickedCardNames(picked, cards);
  const remove = (id: CardId) => {
    onChange(picked.filter((p) => p !== id));
    inputRef.current?.focus();
  };
  const clear = () => {
    onChange([]);
    inputRef.current?.focus();
  };
  return (
    <section className={styles.panel} aria-label={t('findByCard.label')} data-find-by-card>
      <CardCombobox cards={played} picked={picked} full={picked.length >= MAX_PICKED_CARDS} onPick={(id) => onChange([...picked, id])} inputRef={inputRef} />
      {dropped ? (
        <div className={styles.notice} role="status" data-find-by-card-dropped>
          {dropped.unknown.length > 0 ? <p>{t('findByCard.unknown', { count: dropped.unknown.length, ids: cardNames(dropped.unknown, language) })}</p> : null}
          {dropped.overLimit.length > 0 ? (
            <p>
              {t('findByCard.overLimit', {
                count: dropped.overLimit.length,
                max: MAX_PICKED_CARDS,
                cards: cardNames(
                  dropped.overLimit.map((id) => cards.get(id)?.name ?? printing(id)),
                  language,
                ),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      {pickedCards.length > 0 ? (
        <ul className={styles.chips} aria-label={t('findByCard.picked')}>
          {pickedCards.map((card, index) => (
            <li key={card.id} className={styles.chip} data-picked-card={card.id}>
              <span className={styles.chipName}>{card.name}</span> <span className={styles.printing}>{printing(card.id)}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('findByCard.remove', { card: names[index] })}
                title={t('findByCard.remove', { card: names[index] })}
                onClick={() => remove(card.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.summary}>
        {/* Always there (empty without a card), so a screen reader hears the count change. */}
        <p className={styles.count} role="status" data-testid="find-by-card-count">
          {pickedCards.length > 0
            ? t('findByCard.count', {
                count: matching,
                shown: formatCount(matching, language),
                total: formatCount(decks.length, language),
                cards: cardNames(names, language),
              })
            : null}
        </p>
        {pickedCards.length > 0 ? (
          <button type="button" className={styles.clear} onClick={clear}>
            {t('findByCard.clear')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
