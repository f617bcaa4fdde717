import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useTranslation, ROUTES, addMissing, selectShownMissingIds, selectViewMissingIds, useAppDispatch, useAppSelector } from 'shared-contracts';
import { assignTiers, marksWithinLimit, rankCards, type RankedCard } from '@tcgp/rules';
import {
  CardTile,
  EnergyIcon,
  MissingCardsPanel,
  PersonalViewLine,
  TierRows,
  WholeWords,
  expansionNameLanguage,
  formatDecimal,
  formatPercent,
  useUiTranslation,
  setCode,
  useExpansionNames,
} from '@tcgp/ui';
import { selectExpansion, setExpansion } from '../features/cards-list/cardsPage';
import { usePageLanguage } from '../features/shared/useCardsData';
import { CardsPageFrame, type CardsPageData } from '../features/shared/CardsPageFrame';
import { prepareCardsPage } from './prepare/cardsPages';
import { cardPath } from '../features/card-page/cardPath';
import styles from '../features/shared/CardsPages.module.css';

/** `cards/CardsListPage` (route /cards-list): the best cards by tier, with the expansion filter. */
export default function CardsListPage() {
  const { t } = useTranslation('cards');
  return (
    <CardsPageFrame
      page="cards-list"
      title={t('cardsTitle')}
      intro={t('cardsIntro')}
      link={{ to: ROUTES.expansionList, text: t('linkExpansions') }}
      top={<PersonalViewLine testId="cards-personal-view" />}
    >
      {(data) => <CardsList {...data} />}
    </CardsPageFrame>
  );
}

function CardsList({ cards, cardScores, meta }: CardsPageData) {
  const { t } = useTranslation('cards');
  const language = usePageLanguage();
  const dispatch = useAppDispatch();
  // The cards left out, or none while the player looks at the full meta (their list stays as it is).
  const missing = useAppSelector(selectViewMissingIds);
  const listed = useAppSelector(selectShownMissingIds);
  const storedExpansion = useAppSelector(selectExpansion);
  const nameOfSet = useExpansionNames(meta.expansions);
  const selectId = useId();
  const hintId = useId();
  // An expansion the data no longer lists counts as "All" (the dropdown could not show it).
  const expansion = storedExpansion !== null && meta.expansions.some((e) => e.id === storedExpansion) ? storedExpansion : null;

  const ranked = useMemo(() => rankCards({ cardScores, cards, missing, expansion }), [cardScores, cards, missing, expansion]);
  // Tiers by the card score (the tiering metric); inside a tier the popularity order of rankCards stays.
  const tiers = useMemo(() => assignTiers(ranked.cards, (c) => c.score), [ranked.cards]);

  // Keyboard users keep their place: after a card leaves the list, focus goes to the card that took
  // its position (or to the missing-cards panel when the list is empty). The panel itself moves focus
  // to its heading after Remove and Clear all.
  const tiersRef = useRef<HTMLDivElement>(null);
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState<{ index: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!refocus) return;
    const buttons = tiersRef.current?.querySelectorAll<HTMLButtonElement>('button[data-card-id]') ?? [];
    const target = buttons[Math.min(refocus.index, buttons.length - 1)];
    if (target) target.focus();
    else panelHeadingRef.current?.focus();
    setRefocus(null);
  }, [refocus, ranked]);

  const mark = (card: RankedCard) => {
    const buttons = [...(tiersRef.current?.querySelectorAll('button[data-card-id]') ?? [])];
    const index = buttons.findIndex((b) => b.getAttribute('data-card-id') === card.card.id);
    // The full meta shows cards marked missing too: a mark never takes a card past 2 copies, and it
    // brings the personal view back even when it adds nothing.
    dispatch(addMissing(marksWithinLimit(listed, [card.card.id])));
    setAnnouncement(t('marked', { name: card.card.name }));
    if (buttons.some((b) => b === document.activeElement)) setRefocus({ index: Math.max(0, index) });
  };

  return (
    <div className={styles.content}>
      <div className={styles.controls}>
        <label htmlFor={selectId} className={styles.controlLabel}>
          {t('filter.expansion')}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={expansion ?? ''}
          onChange={(e) => dispatch(setExpansion(e.target.value === '' ? null : e.target.value))}
        >
          <option value="">{t('filter.all')}</option>
          {meta.expansions.map((e) => (
            <option key={e.id} value={e.id}>
              {t('filter.option', { name: nameOfSet(e.id), code: setCode(e.id) })}
            </option>
          ))}
        </select>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('cardsHint')}
      </p>
      <p className={styles.how}>{t('cardsHintEffect')}</p>
      <p className={styles.how}>{t('cardsHow')}</p>
      {ranked.skipped.length > 0 ? (
        <p className={styles.note} role="note" data-skipped-scores={ranked.skipped.length}>
          {t('skippedScores', { count: ranked.skipped.length })}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className={styles.layout}>
        <div className={styles.panel}>
          <MissingCardsPanel cards={cards} headingRef={panelHeadingRef} links={['tierList', 'deck']} />
        </div>
        <div className={styles.main} ref={tiersRef}>
          {ranked.cards.length === 0 ? (
            <p className={styles.empty}>{t('noCards')}</p>
          ) : (
            <TierRows
              rows={tiers}
              itemKey={(c) => c.card.id}
              emptyText={t('emptyTierCards')}
              renderItem={(c) => <CardItem item={c} expansionName={nameOfSet(c.card.set)} language={language} hintId={hintId} onMark={() => mark(c)} />}
            />
          )}
        </div>
      </div>
    </div>
  );
}

function CardItem({
  item,
  expansionName,
  language,
  hintId,
  onMark,
}: {
  item: RankedCard;
  expansionName: string;
  language: string;
  /** Id of the page's hint ("Click a card you do not own to mark it as missing."): the card button's description. */
  hintId: string;
  onMark: () => void;
}) {
  const { t } = useTranslation('cards');
  const { t: tu } = useUiTranslation();
  const { card } = item;
  return (
    <article className={styles.card} data-ranked-card={card.id} aria-label={card.name}>
      <CardTile cardId={card.id} card={card} onSelect={onMark} describedBy={hintId} />
      <div className={styles.caption}>
        {/* The name opens the card's page (the tile itself marks the card missing). */}
        <Link className={styles.cardName} to={cardPath(card.id)} title={card.name}>
          <WholeWords text={card.name} />
        </Link>
        <span className={styles.muted}>
          <span lang={expansionNameLanguage(card.set, language)}>
            <WholeWords text={expansionName} />
          </span>{' '}
          · {setCode(card.set)}
        </span>
        <span className={styles.energy}>
          <EnergyIcon type={card.type} decorative />
          {tu(`energy.${card.type}`)}
        </span>
        <span className={styles.muted}>{t('card.score', { value: formatDecimal(item.score, language, 2) })}</span>
        <span className={styles.muted}>{t('card.popularity', { value: formatPercent(item.popularity, language) })}</span>
      </div>
    </article>
  );
}

/** Loads what the first render reads (the shell before hydrating a published page, the server build before rendering). */
CardsListPage.prepare = prepareCardsPage;
