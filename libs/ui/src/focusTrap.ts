/** The controls that take the focus inside a modal (and where Tab goes round). */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls of `root` that take the focus, in document order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true');
}

/**
 * A modal's Tab: from its last control to its first and, with Shift, from its first to its last (or
 * from outside its controls); with no control, Tab goes nowhere. Call it from the modal's keydown.
 */
export function keepTabInside(event: { key: string; shiftKey: boolean; preventDefault(): void }, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusables(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = root.ownerDocument.activeElement;
  const inside = active instanceof HTMLElement && root.contains(active) && active !== root;
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
