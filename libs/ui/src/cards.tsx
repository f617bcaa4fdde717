import { useState } from 'react';
import { useUiTranslation } from './texts/namespace';
import type { Card, CardId, CardType } from '@tcgp/domain';
import { useServices } from 'shared-contracts';
import styles from './cards.module.css';

/** Image URL of a card under the configured base: `{base}/{set}/{NNN}.png`; null without a base. */
export function cardImageUrl(base: string | null, cardId: CardId): string | null {
  if (!base) return null;
  const m = /^([a-z0-9]+)-(\d+)$/.exec(cardId);
  if (!m) return null;
  return `${base.replace(/\/+$/, '')}/${m[1]}/${m[2]}.png`;
}

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
      {/* First letter of the localized name: readable without any emoji or icon font. */}
      {Array.from(t(`energy.${type}`))[0]}
    </span>
  );
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
  size?: 'sm' | 'md';
  /** Marked missing: shown struck through. */
  dimmed?: boolean;
}

/**
 * A card as an image, or, when no image base is configured or the image fails to load, a styled
 * text tile (name, energy colour, count). Never a broken image.
 */
export function CardTile({ cardId, card, count, onSelect, describedBy, size = 'md', dimmed = false }: CardTileProps) {
  const { t } = useUiTranslation();
  const { config } = useServices();
  const [imageFailed, setImageFailed] = useState(false);
  const src = card && !imageFailed ? cardImageUrl(config.cardImageBaseUrl, card.id) : null;
  const name = card ? card.name : t('card.unknown', { id: cardId });
  const type: CardType = card?.type ?? 'Colorless';
  const className = [styles.tile, styles[size], dimmed ? styles.dimmed : '', onSelect ? styles.interactive : '', card ? '' : styles.unknown]
    .filter(Boolean)
    .join(' ');
  const body = (
    <>
      {src ? (
        <img className={styles.image} src={src} alt={name} loading="lazy" onError={() => setImageFailed(true)} />
      ) : (
        <span className={styles.text} style={{ borderColor: `var(--energy-${type.toLowerCase()})` }}>
          <EnergyIcon type={type} decorative />
          {/* Spaces between the parts: the accessible name reads "Eevee A1-096 ×2" (a flex box does not render them). */}
          <span className={styles.name}>{name}</span> <span className={styles.id}>{cardId.toUpperCase()}</span>
        </span>
      )}
      {count !== undefined ? (
        <>
          {' '}
          <span className={styles.count} aria-label={t('card.count', { count })}>
            {t('card.count', { count })}
          </span>
        </>
      ) : null}
    </>
  );
  if (!onSelect) {
    return (
      <span className={className} data-card-id={cardId} title={name}>
        {body}
      </span>
    );
  }
  return (
    <button type="button" className={className} data-card-id={cardId} title={name} aria-describedby={describedBy} onClick={onSelect}>
      {body}
    </button>
  );
}
