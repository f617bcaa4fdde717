import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'shared-contracts';
import type { Card, CardId } from '@tcgp/domain';
import { MAX_PICKED_CARDS, matchCards } from '@tcgp/rules';
import styles from './FindByCard.module.css';

/** Cards offered at once: a phone's screen above the keyboard. */
export const MAX_OPTIONS = 8;

export interface CardComboboxProps {
  /** The cards that can be found (the tier list's decks play them). */
  cards: readonly Card[];
  /** Cards already picked: not offered again. */
  picked: readonly CardId[];
  /** No more card can be picked: says so instead of offering any. */
  full: boolean;
  onPick(id: CardId): void;
  /** The text field (focus returns here after a card is removed). */
  inputRef?: Ref<HTMLInputElement>;
}

/** A card's printing as on the card: set and number (`A1-036`), to tell two printings of a name apart. */
export function printing(id: CardId): string {
  return id.toUpperCase();
}

/**
 * "Decks with cards": a text field that finds cards by name as the player types (case, accents and
 * spaces ignored), with the matches in a list below it — the ARIA combobox pattern with a listbox
 * popup: focus stays in the field, the arrow keys move through the options (wrapping), Enter picks
 * the option shown as active, Escape closes the list (and, closed, clears the text); a click or tap
 * picks too.
 */
export function CardCombobox({ cards, picked, full, onPick, inputRef }: CardComboboxProps) {
  const { t } = useTranslation('tierlist');
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useMemo(() => {
    if (full) return [];
    const taken = new Set(picked);
    return matchCards(
      cards.filter((card) => !taken.has(card.id)),
      text,
      MAX_OPTIONS,
    );
  }, [cards, picked, full, text]);
  const typed = text.trim() !== '';
  const expanded = open && typed && options.length > 0;
  const listRef = useRef<HTMLUListElement>(null);

  // The active option stays in view in a list taller than its box.
  useEffect(() => {
    if (!expanded || active < 0) return;
    const option = listRef.current?.children[active];
    if (option && 'scrollIntoView' in option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [expanded, active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (card: Card) => {
    onPick(card.id);
    setText('');
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (active + 1) % count : 0);
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded && active > 0 ? active - 1 : count - 1);
        break;
      case 'Enter': {
        // Never submits anything; picks the active option, or the only one left.
        event.preventDefault();
        const chosen = expanded ? (options[active] ?? (count === 1 ? options[0] : undefined)) : undefined;
        if (chosen) pick(chosen);
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className={styles.combobox}>
      <label className={styles.label} htmlFor={inputId}>
        {t('findByCard.label')}
      </label>
      <p className={styles.hint} id={hintId}>
        {t('findByCard.hint', { max: MAX_PICKED_CARDS })}
      </p>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('findByCard.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          data-find-by-card-input
        />
        <ul ref={listRef} id={listId} role="listbox" aria-label={t('findByCard.options')} className={styles.listbox} hidden={!expanded}>
          {expanded
            ? options.map((card, index) => (
                <li
                  key={card.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  data-card-id={card.id}
                  // The field keeps the focus (and the list stays open) while the option is pressed.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(card)}
                >
                  <span className={styles.optionName}>{card.name}</span> <span className={styles.printing}>{printing(card.id)}</span>
                </li>
              ))
            : null}
        </ul>
      </div>
      {/* Always there, so a screen reader hears when nothing matches. */}
      <p className={styles.status} role="status" data-find-by-card-no-match={typed && (full || options.length === 0) ? '' : undefined}>
        {typed && full
          ? t('findByCard.full', { max: MAX_PICKED_CARDS })
          : typed && options.length === 0
            ? t('findByCard.noMatch', { text: text.trim() })
            : null}
      </p>
    </div>
  );
}
