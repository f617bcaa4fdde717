import { createContext, useContext, useMemo, useEffect, useRef, useState, type ReactNode } from 'react';
import { useUiTranslation } from './texts/namespace';
import type { Card, CardId, CardType } from '@tcgp/domain';
import { useServices } from 'shared-contracts';
import { CARD_IMAGE_WIDTHS, cardImageSources } from './cardArt';
import { cardMonogram, uniqueMonograms } from './monogram';
import { WholeWords } from './WholeWords';
import styles from './cards.module.css';

/** A small round energy icon in the energy's colour, with its localized name for assistive tech. */
export function EnergyIcon({ type, decorative = false }: { type: CardType; decorative?: boolean }) {
  const { t } = useUiTranslation();
  return (
    <span
      className={styles.energy}
      style={{ background: `var(--energy-${type.toLowerCase()})` }}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : t(`energy.${type}`)}
      aria-hidden={decorative ? true : undefined}
      title={t(`energy.${type}`)}
    >
      {/* A letter or two, unique within the language: readable without any emoji or icon font. */}
      {t(`energyLetter.${type}`)}
    </span>
  );
}

/** The monograms of one view's icon tiles by card id ({@link MonogramScope}); none outside a scope. */
const MonogramsContext = createContext<ReadonlyMap<CardId, string> | null>(null);

/**
 * One view whose icon tiles get monograms unique within it (`uniqueMonograms`): `cards` are every card
 * the view shows as an icon (a card not in it keeps its own monogram).
 */
export function MonogramScope({ cards, children }: { cards: readonly Card[]; children: ReactNode }) {
  const { i18n } = useUiTranslation();
  const monograms = useMemo(() => uniqueMonograms(cards, i18n.language), [cards, i18n.language]);
  return <MonogramsContext.Provider value={monograms}>{children}</MonogramsContext.Provider>;
}

export interface CardTileProps {
  cardId: CardId;
  /** The catalogue card; undefined shows an "unknown card" tile instead of crashing. */
  card: Card | undefined;
  count?: number;
  /** Makes the tile a button (mouse, Enter or Space). */
  onSelect?: () => void;
  /**
   * Id of the visible text that says what choosing the card does (e.g. the page's "Click each card you
   * do not have."): the button's description (a tile that is not selectable has none). Its name is what
   * it shows (the card's name and count), so a voice-control user can say what they see.
   */
  describedBy?: string;
  /**
   * `lg` (a card's own page), `md` and `sm`: the card's art or its name, energy and id. `icon`: a fixed small tile for a list of
   * key cards, its art or else its monogram ("Gi" for Giratina ex), named in full by its label and tooltip.
   */
  size?: 'icon' | 'sm' | 'md' | 'lg';
  /** Marked missing: shown struck through. */
  dimmed?: boolean;
}

/** The tile's rendered width per size (cards.module.css): the browser picks the image size from it. */
const TILE_SIZES = { icon: '2.5rem', sm: '4.5rem', md: '6.5rem', lg: '12rem' } as const;

/**
 * A card as its art, when card images are configured (`config.cardImages`), over the styled text tile
 * (name, energy colour, id) that keeps the tile's box while the image loads and takes over when the
 * page language's image and the fallback language's both fail. Never a broken image, never a shift.
 * The first render depends on the config and the language only: the server's markup hydrates as is.
 */
export function CardTile({ cardId, card, count, onSelect, describedBy, size = 'md', dimmed = false }: CardTileProps) {
  const { t, i18n } = useUiTranslation();
  const { config } = useServices();
  const scopedMonogram = useContext(MonogramsContext)?.get(cardId);
  const sources = card ? cardImageSources(config.cardImages ?? null, card.id, i18n.language) : [];
  // Which source is shown (sources.length: none, the text tile) and whether it has loaded.
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  // Another card or language starts again from its first image (no change of the first render).
  const firstSrc = sources[0]?.src;
  const [shownFor, setShownFor] = useState(firstSrc);
  if (shownFor !== firstSrc) {
    setShownFor(firstSrc);
    setAttempt(0);
    setLoaded(false);
  }
  const source = shownFor === firstSrc ? sources[attempt] : sources[0];
  const imgRef = useRef<HTMLImageElement>(null);
  const failed = () => {
    setLoaded(false);
    setAttempt((a) => a + 1);
  };
  // An image that loaded or failed before hydration fired its event before React listened.
  const shownSrc = source?.src;
  useEffect(() => {
    const img = imgRef.current;
    if (!shownSrc || !img || !img.complete || !img.currentSrc) return;
    if (img.naturalWidth > 0) {
      setLoaded(true);
    } else {
      setLoaded(false);
      setAttempt((a) => a + 1);
    }
  }, [shownSrc]);
  const name = card ? card.name : t('card.unknown', { id: cardId });
  // A local name keeps the English one at hand: "Glurak-ex (Charizard ex)" in the tooltip.
  const tooltip = card?.englishName !== undefined && card.englishName !== name ? `${name} (${card.englishName})` : name;
  const icon = size === 'icon';
  const countText = count !== undefined ? t('card.count', { count }) : undefined;
  // An icon shows neither the name nor the count: its label says both, as the text tile's words do.
  const label = icon ? [name, countText].filter(Boolean).join(' ') : undefined;
  const type: CardType = card?.type ?? 'Colorless';
  const className = [
    styles.tile,
    styles[size],
    dimmed ? styles.dimmed : '',
    onSelect ? styles.interactive : '',
    card ? '' : styles.unknown,
    source && loaded ? styles.art : '',
  ]
    .filter(Boolean)
    .join(' ');
  const body = (
    <>
      <span className={styles.text} style={{ borderColor: `var(--energy-${type.toLowerCase()})` }}>
        {icon ? null : <EnergyIcon type={type} decorative />}
        {source ? (
          <img
            key={source.src}
            ref={imgRef}
            className={styles.image}
            src={source.src}
            srcSet={source.srcSet}
            sizes={source.srcSet ? TILE_SIZES[size] : undefined}
            width={CARD_IMAGE_WIDTHS.low}
            height={Math.round((CARD_IMAGE_WIDTHS.low * 512) / 367)}
            alt={name}
            loading="lazy"
            decoding="async"
            data-card-art={source.language}
            onLoad={() => setLoaded(true)}
            onError={failed}
          />
        ) : null}
        {icon ? (
          <span className={styles.monogram} aria-hidden="true">
            {scopedMonogram ?? cardMonogram(name, i18n.language)}
          </span>
        ) : (
          <>
            {/* Spaces between the parts: the accessible name reads "Eevee A1-096 ×2" (a flex box does not render them).
                With art, the image's alt text says the name once. */}
            <span className={styles.name} aria-hidden={source ? true : undefined}>
              <WholeWords text={name} />
            </span>{' '}
            <span className={styles.id}>{cardId.toUpperCase()}</span>
          </>
        )}
      </span>
      {countText !== undefined && !icon ? (
        <>
          {' '}
          {/* Its text is its accessible name: an aria-label on a span without a role may be ignored. */}
          <span className={styles.count}>{countText}</span>
        </>
      ) : null}
    </>
  );
  if (!onSelect) {
    return (
      <span className={className} data-card-id={cardId} title={tooltip} role={icon ? 'img' : undefined} aria-label={label}>
        {body}
      </span>
    );
  }
  return (
    <button type="button" className={className} data-card-id={cardId} title={tooltip} aria-label={label} aria-describedby={describedBy} onClick={onSelect}>
      {body}
    </button>
  );
}
