import { useId, useState } from 'react';
import { Link, useTranslation } from 'shared-contracts';
import { readableDeckName, type CardIndex } from '@tcgp/rules';
import { comparePath } from './compareDecks';
import styles from './Compare.module.css';

/**
 * "Compare with…": a labelled select of the other decks of the tier list, by name, and a link to the
 * comparison of this deck with the chosen one (its canonical address). Nothing without another deck.
 */
export function CompareWith({ deckId, decks, cards }: { deckId: string; decks: readonly { id: string; name: string }[]; cards: CardIndex }) {
  const { t } = useTranslation('deck');
  const id = useId();
  const others = decks.filter((d) => d.id !== deckId);
  const [chosen, setChosen] = useState(others[0]?.id ?? '');
  const other = others.find((d) => d.id === chosen) ?? others[0];
  if (!other) return null;
  return (
    <div className={styles.picker} data-compare-with>
      <label className={styles.pickerLabel} htmlFor={id}>
        {t('compare.with')}
      </label>
      <div className={styles.pickerRow}>
        <select id={id} className={styles.select} value={other.id} onChange={(e) => setChosen(e.target.value)}>
          {others.map((d) => (
            <option key={d.id} value={d.id}>
              {readableDeckName(d.name, cards)}
            </option>
          ))}
        </select>
        <Link className={styles.pickerGo} to={comparePath(deckId, other.id)} data-compare-link>
          {t('compare.go')}
        </Link>
      </div>
    </div>
  );
}
