import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import styles from './InfoTip.module.css';

export interface InfoTipProps {
  /** Visible text of the trigger (e.g. "Score"). */
  label: string;
  /** Accessible name of the trigger (e.g. "What is Score?"). */
  buttonLabel: string;
  /** The explanation shown in the tooltip. */
  text: string;
}

/** Gap between the trigger and the tooltip, and the minimum distance to the viewport edges (px). */
const GAP = 8;

/**
 * A trigger with a tooltip (var(--tooltip-width), 30rem, never wider than the screen).
 * Opens on hover, click, Enter or Space (the trigger is a native button); closes when the pointer
 * leaves (unless it was opened by click or key), on a second click, on a click outside, on any
 * scroll of the page or of a scrolling container that moves the trigger, and on Escape.
 * Placed with fixed coordinates under the trigger, kept inside the viewport.
 */
export function InfoTip({ label, buttonLabel, text }: InfoTipProps) {
  const tipId = useId();
  const wrapRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({});
  /** Where the trigger was when the tooltip was placed (viewport coordinates). */
  const anchor = useRef<{ top: number; left: number } | null>(null);

  const close = useCallback(() => {
    setOpen(false);
    setPinned(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: Event) => {
      if (e.target instanceof Node && wrapRef.current?.contains(e.target)) return;
      close();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    // Any scroll that moves the trigger closes the tooltip. A scroll event that moved nothing (e.g.
    // the late event of the scroll-into-view that came before the click) leaves it open.
    const onScroll = () => {
      const now = triggerRef.current?.getBoundingClientRect();
      const was = anchor.current;
      if (!now || !was || Math.abs(now.top - was.top) >= 1 || Math.abs(now.left - was.left) >= 1) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    // Capture: scroll events of inner scrolling containers do not bubble, but reach this listener.
    window.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [open, close]);

  useLayoutEffect(() => {
    if (!open || !triggerRef.current || !tipRef.current) return;
    const trigger = triggerRef.current.getBoundingClientRect();
    anchor.current = { top: trigger.top, left: trigger.left };
    const width = tipRef.current.offsetWidth;
    const viewport = document.documentElement.clientWidth || window.innerWidth;
    const centred = trigger.left + trigger.width / 2 - width / 2;
    const left = Math.max(GAP, Math.min(centred, viewport - width - GAP));
    setPosition({ top: trigger.bottom + GAP, left });
  }, [open]);

  return (
    <span
      ref={wrapRef}
      className={styles.wrap}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => {
        if (!pinned) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-describedby={open ? tipId : undefined}
        onClick={() => {
          if (pinned) {
            close();
          } else {
            setOpen(true);
            setPinned(true);
          }
        }}
      >
        <span>{label}</span>
        {/* The "i" is drawn, not written: the button's visible text is its label alone, which its accessible name contains (WCAG 2.5.3). */}
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="8" />
          <circle className={styles.iconMark} cx="8" cy="4.5" r="1.25" />
          <rect className={styles.iconMark} x="7" y="6.75" width="2" height="5.5" rx="1" />
        </svg>
      </button>
      {open ? (
        <span ref={tipRef} id={tipId} role="tooltip" className={styles.tip} style={position}>
          {text}
        </span>
      ) : null}
    </span>
  );
}
