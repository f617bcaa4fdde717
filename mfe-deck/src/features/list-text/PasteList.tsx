import { useId, useState, type FormEvent } from 'react';
import { Link, deckPath, selectShownMissingIds, useAppSelector, useTranslation } from 'shared-contracts';
import { DEFAULT_DECK_FILTERS, type Archetype, type CardId, type MatchupSummary } from '@tcgp/domain';
import { countMissing, readableDeckName, type CardIndex } from '@tcgp/rules';
import { LIST_TEXT_MAX_CHARACTERS, LIST_TEXT_MAX_LINES, setAndNumberOf } from './listText';
// Types only: the reader itself is loaded when a list is checked.
import type { ListCheck } from './readListText';
import styles from './ListText.module.css';

type State = { kind: 'idle' } | { kind: 'checking' } | { kind: 'failed' } | { kind: 'checked'; check: ListCheck };

/** `A1 225` for a card id (the id itself when it has no set and number). */
function setNumber(cardId: CardId): string {
  const at = setAndNumberOf(cardId);
  return at ? `${at.set} ${at.number}` : cardId;
}

/** What a check came to, in one line for the live region. */
function useSummary(state: State): string {
  const { t, i18n } = useTranslation('deck');
  if (state.kind === 'checking') return t('listText.paste.checking');
  if (state.kind === 'failed') return t('listText.paste.failed');
  if (state.kind !== 'checked') return '';
  const { reading } = state.check;
  const number = (n: number) => n.toLocaleString(i18n.language);
  if (reading.status === 'empty') return t('listText.paste.empty');
  if (reading.status === 'tooLong') {
    return reading.limit === 'lines'
      ? t('listText.paste.tooLongLines', { max: number(LIST_TEXT_MAX_LINES) })
      : t('listText.paste.tooLongCharacters', { max: number(LIST_TEXT_MAX_CHARACTERS) });
  }
  return t('listText.paste.summaryRead', { cards: number(reading.cards.length), lines: number(reading.notFound.length + reading.ambiguous.length) });
}

function CheckResult({ check, cards }: { check: ListCheck; cards: CardIndex }) {
  const { t } = useTranslation('deck');
  const missing = useAppSelector(selectShownMissingIds);
  const { reading, archetype } = check;
  if (reading.status !== 'read') return null;
  const counts = countMissing(missing);
  const marked = reading.cards.filter((c) => (counts.get(c.cardId) ?? 0) > 0);
  const problems = [
    ...reading.notFound.map((l) => ({ line: l.line, text: t('listText.paste.notFound', { line: l.line, text: l.text }) })),
    ...reading.ambiguous.map((l) => ({
      line: l.line,
      text: t('listText.paste.ambiguous', { line: l.line, text: l.text, cards: l.cardIds.map(setNumber).join(', ') }),
    })),
  ].sort((a, b) => a.line - b.line);
  return (
    <div className={styles.result} data-paste-result>
      {problems.length > 0 ? (
        <section aria-labelledby="paste-list-problems" data-paste-problems>
          <h3 id="paste-list-problems" className={styles.subheading}>
            {t('listText.paste.problemsTitle')}
          </h3>
          <ul className={styles.lines}>
            {problems.map((p) => (
              <li key={p.line} data-line={p.line}>
                {p.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {reading.cards.length > 0 ? (
        <section aria-labelledby="paste-list-deck" data-paste-deck={archetype?.deck.id ?? ''}>
          <h3 id="paste-list-deck" className={styles.subheading}>
            {t('listText.paste.deckTitle')}
          </h3>
          {archetype ? (
            <p>
              <Link className={styles.link} to={deckPath(archetype.deck.id)}>
                {readableDeckName(archetype.deck.name, cards)}
              </Link>{' '}
              <span className={styles.tier}>
                {archetype.tier
                  ? `(${t('listText.paste.deckTier', { tier: archetype.tier })})`
                  : t('standing.unranked', { count: DEFAULT_DECK_FILTERS.deckAmount })}
              </span>
            </p>
          ) : (
            <p>{t('listText.paste.noDeck')}</p>
          )}
        </section>
      ) : null}
      {reading.cards.length > 0 ? (
        <section aria-labelledby="paste-list-missing" data-paste-missing={marked.length}>
          <h3 id="paste-list-missing" className={styles.subheading}>
            {t('listText.paste.missingTitle')}
          </h3>
          {marked.length === 0 ? (
            <p>{t('listText.paste.missingNone')}</p>
          ) : (
            <ul className={styles.lines}>
              {marked.map((c) => (
                <li key={c.cardId} data-paste-missing-card={c.cardId}>
                  <span className={styles.cardName}>{cards.get(c.cardId)?.name ?? c.cardId}</span> {setNumber(c.cardId)} ·{' '}
                  {t('listText.paste.missingCopies', { count: counts.get(c.cardId) ?? 0 })}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

/**
 * "Paste a list" (the finder): a pasted deck list checked against the card catalogue, line by line:
 * the lines it cannot place, the deck of the tier list it is a list of, and the cards of it the
 * player marked missing. Reads the player's missing cards, never changes them. The reader is loaded
 * when a list is first checked.
 */
export function PasteList({ archetypes, cards, summary }: { archetypes: readonly Archetype[]; cards: CardIndex; summary: MatchupSummary | undefined }) {
  const { t, i18n } = useTranslation('deck');
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const fieldId = useId();
  const hintId = useId();
  const message = useSummary(state);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'checking' });
    try {
      const { checkListText } = await import(/* webpackChunkName: "read-list-text" */ './readListText');
      setState({ kind: 'checked', check: checkListText(text, { archetypes, cards, summary }) });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  return (
    <details className={styles.paste} data-paste-list>
      <summary className={styles.summary}>{t('listText.paste.summary')}</summary>
      <form className={styles.form} onSubmit={(e) => void check(e)}>
        <p className={styles.muted}>{t('listText.paste.intro')}</p>
        <label htmlFor={fieldId} className={styles.label}>
          {t('listText.paste.label')}
        </label>
        <textarea
          id={fieldId}
          className={styles.field}
          rows={8}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          aria-describedby={hintId}
          spellCheck={false}
          autoComplete="off"
        />
        <p id={hintId} className={styles.hint}>
          {t('listText.paste.limits', {
            lines: LIST_TEXT_MAX_LINES.toLocaleString(i18n.language),
            characters: LIST_TEXT_MAX_CHARACTERS.toLocaleString(i18n.language),
          })}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.checkButton} aria-disabled={state.kind === 'checking' ? 'true' : undefined}>
            {t('listText.paste.check')}
          </button>
        </div>
      </form>
      <p className={styles.status} role="status" data-paste-status>
        {message}
      </p>
      {state.kind === 'checked' ? <CheckResult check={state.check} cards={cards} /> : null}
    </details>
  );
}
