import { useEffect, useRef, useState } from 'react';
import { Link, useTranslation } from 'shared-contracts';
import { Loading } from '@tcgp/ui';
import { readableDeckName, type CardIndex } from '@tcgp/rules';
import { comparePath } from './compareDecks';
import { COMPARE_NS, useCompareTexts } from '../shared/compareTexts';
import styles from './CompareWith.module.css';

export interface ComparePickerProps {
  /** The picker's id (the button's `aria-controls`). */
  id: string;
  /** The button that opened it, which names the select ("Compare with…"). */
  labelledBy: string;
  deckId: string;
  decks: readonly { id: string; name: string }[];
  cards: CardIndex;
}

/**
 * The picker "Compare with…" opens (a chunk of its own): a select of the other decks of the tier list,
 * by name, and a link to the comparison of this deck with the chosen one (its canonical address). It
 * takes the focus when it appears, so a keyboard or screen reader goes on where the button left off.
 */
export default function ComparePicker(props: ComparePickerProps) {
  // Its texts first: `t` of their namespace is asked for only once they are on the page.
  return useCompareTexts() ? <Picker {...props} /> : <Loading />;
}

function Picker({ id, labelledBy, deckId, decks, cards }: ComparePickerProps) {
  const { t } = useTranslation(COMPARE_NS);
  const others = decks.filter((d) => d.id !== deckId);
  const [chosen, setChosen] = useState(others[0]?.id ?? '');
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => select.current?.focus(), []);
  const other = others.find((d) => d.id === chosen) ?? others[0];
  if (!other) return null;
  return (
    <div id={id} className={styles.picker}>
      <select ref={select} aria-labelledby={labelledBy} className={styles.select} value={other.id} onChange={(e) => setChosen(e.target.value)}>
        {others.map((d) => (
          <option key={d.id} value={d.id}>
            {readableDeckName(d.name, cards)}
          </option>
        ))}
      </select>
      <Link className={styles.go} to={comparePath(deckId, other.id)} data-compare-link>
        {t('go')}
      </Link>
    </div>
  );
}
