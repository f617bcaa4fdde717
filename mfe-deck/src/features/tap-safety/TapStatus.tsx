import { useEffect, useRef } from 'react';
import { addMissing, selectLastMissingChange, undoMissingChange, useAppDispatch, useAppSelector, useTranslation } from 'shared-contracts';
import type { CardId } from '@tcgp/domain';
import { HOLD_MS } from './useHeldValue';
import styles from './TapStatus.module.css';

/** How long the status stays when the player does nothing else. */
export const TAP_STATUS_MS = 5000;

/** What a tap on a card did, shown where the finger was. */
export interface TapStatusState {
  /**
   * `marked`: the tap marked the card missing; `restored`: Undo took that mark back; `already`: the
   * player's list already holds the card twice (a tap in the full meta), so the tap added nothing.
   */
  kind: 'marked' | 'restored' | 'already';
  cardId: CardId;
  name: string;
  /** The copies the mark added: Undo of `restored` adds exactly these again. */
  ids: CardId[];
  /** Where the status sits, in px from the top of its positioned container: just below the tapped tile. */
  top: number;
  /** Which side of the container the tapped tile was on, so the status sits under it, never off screen. */
  align: 'start' | 'center' | 'end';
}

/**
 * Where a tapped tile is, for the status: from the tile's and the container's boxes on screen.
 */
export function placeBelow(tile: Element, container: Element): Pick<TapStatusState, 'top' | 'align'> {
  const box = tile.getBoundingClientRect();
  const frame = container.getBoundingClientRect();
  const middle = (box.left + box.width / 2 - frame.left) / (frame.width || 1);
  return { top: box.bottom - frame.top, align: middle < 1 / 3 ? 'start' : middle > 2 / 3 ? 'end' : 'center' };
}

/**
 * "<card> marked missing · Undo" next to the tapped card, so the player sees what the tap did where they
 * tapped, not in the missing list far below. Its Undo is the missing list's own (`undoMissingChange`), so
 * both undo the same change; once undone, Undo marks the same copies again. The region stays in the page
 * and is polite, so screen readers read each new status without being interrupted. It goes after a few
 * seconds, when the missing list changes in another way, or on a tap elsewhere.
 */
export function TapStatus({
  status,
  onChange,
}: {
  status: TapStatusState | null;
  /** A new status (after Undo) or none. */
  onChange: (status: TapStatusState | null) => void;
}) {
  const { t } = useTranslation('deck');
  const dispatch = useAppDispatch();
  const lastChange = useAppSelector(selectLastMissingChange);
  const region = useRef<HTMLDivElement>(null);
  // The status whose mark the store has taken: from then on another change ends it.
  const confirmed = useRef<TapStatusState | null>(null);
  // When Undo last changed the status: a double tap on Undo must not undo and then mark again.
  const undoneAt = useRef(-Infinity);

  const ours =
    status?.kind === 'already' ? true : status?.kind === 'marked' ? lastChange?.kind === 'add' && lastChange.cardId === status.cardId : lastChange === null;

  useEffect(() => {
    if (!status) return;
    if (ours) confirmed.current = status;
    else if (confirmed.current === status || status.kind === 'restored') onChange(null);
  }, [status, ours, onChange]);

  // Gone after a while, but not from under a keyboard user who is on its Undo.
  useEffect(() => {
    if (!status) return;
    let timer: ReturnType<typeof setTimeout>;
    const expire = () => {
      if (region.current?.contains(document.activeElement)) timer = setTimeout(expire, TAP_STATUS_MS);
      else onChange(null);
    };
    timer = setTimeout(expire, TAP_STATUS_MS);
    return () => clearTimeout(timer);
  }, [status, onChange]);

  // The next tap elsewhere ends it; a second tap on the same card does not (that is the tap it guards).
  useEffect(() => {
    if (!status) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || region.current?.contains(target)) return;
      if (target.closest('button[data-card-id]')?.getAttribute('data-card-id') === status.cardId) return;
      onChange(null);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [status, onChange]);

  const undo = () => {
    if (!status || !ours || performance.now() - undoneAt.current < HOLD_MS) return;
    undoneAt.current = performance.now();
    if (status.kind === 'marked') {
      dispatch(undoMissingChange());
      onChange({ ...status, kind: 'restored' });
    } else {
      dispatch(addMissing(status.ids));
      onChange({ ...status, kind: 'marked' });
    }
  };

  return (
    <div className={styles.anchor} style={status ? { top: status.top } : undefined} data-align={status?.align}>
      <div ref={region} role="status" aria-live="polite" aria-atomic="true" className={styles.region}>
        {status ? (
          <span className={styles.pill} data-tap-status={status.kind} data-tap-card={status.cardId}>
            <span>{t(`tapStatus.${status.kind}`, { card: status.name })}</span>
            {status.kind === 'already' ? null : (
              <>
                <span aria-hidden="true">·</span>
                <button type="button" className={styles.undo} onClick={undo}>
                  {t('tapStatus.undo')}
                </button>
              </>
            )}
          </span>
        ) : null}
      </div>
    </div>
  );
}
