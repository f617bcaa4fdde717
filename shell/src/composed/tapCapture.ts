/**
 * Taps kept from the first byte. A published page shows working-looking controls long before their
 * code has loaded; a tap there used to do nothing. The inline script below (in every page's head, its
 * hash in the CSP) catches a click on a control of the page while that part is not live yet, shows it
 * as pressed, and keeps it; the shell plays the kept taps again, in order, on the same element once it
 * is live — exactly once. A key press that activates a control (Enter, Space) is such a click too.
 *
 * - A choice in a drop-down (`select`) is held the same way: its value is kept, and once the part is
 *   live it is chosen again (the hydration puts back the value the page was published with) and its
 *   change plays, so the page's code sees it.
 * - Links are not held: they work as links from the first byte.
 * - The frame (header, menu, footer) is live once the shell has hydrated it (`releaseTaps(true)`); the
 *   route's published view (`[data-view-root][data-composed]`) once its page is hydrated over it
 *   (`markViewLive`). A view that is rendered anew instead takes its nodes away: their taps are dropped,
 *   with no effect.
 * - A view whose remote could not load (`markViewDown`) stays readable but will not go live: its kept
 *   taps are dropped with no effect and its controls stop looking pressed; later taps on it are not
 *   held until a retry starts (`markViewLoading`).
 * - Without the shell (it could not start), kept taps stay kept: the page's links still work.
 */
import { COMPOSED_ATTRIBUTE } from '@tcgp/page-render';

/** Marks a control whose tap waits for its code (a pressed look, tokens.css). */
export const TAP_PENDING_ATTRIBUTE = 'data-tap-pending';
/** Marks the published view once its page is live (taps on it are no longer held). */
export const VIEW_LIVE_ATTRIBUTE = 'data-live';
/** Marks the published view while its remote cannot load (its taps are not held). */
export const VIEW_DOWN_ATTRIBUTE = 'data-down';
/** The controls whose taps are kept: buttons, disclosures, check boxes and radio buttons. */
export const HELD_CONTROLS = 'button,[role="button"],summary,input[type="checkbox"],input[type="radio"]';
const VIEW = `[data-view-root][${COMPOSED_ATTRIBUTE}]`;
/** What the script exposes to the shell (a global: the script runs before any module). */
const RELEASE = '__tcgpTaps';

// ES5, no dependencies: it runs before anything else, in every browser the site supports. It holds
// nothing once its release function is no longer the page's (tests remove it).
export const TAP_CAPTURE_SCRIPT =
  `(function(){var d=document,q=[],f=0,r=0,S=${JSON.stringify(HELD_CONTROLS)},P=${JSON.stringify(TAP_PENDING_ATTRIBUTE)};` +
  `function down(c){var v=c.closest(${JSON.stringify(VIEW)});return!!v&&v.hasAttribute(${JSON.stringify(VIEW_DOWN_ATTRIBUTE)})}` +
  `function live(c){var v=c.closest(${JSON.stringify(VIEW)});return v?v.hasAttribute(${JSON.stringify(VIEW_LIVE_ATTRIBUTE)})||down(c):f}` +
  `function R(frame){if(frame)f=1;var k=[];q.forEach(function(i){var c=i[0];if(c.isConnected&&!live(c)){k.push(i);return}` +
  `c.removeAttribute(P);if(c.isConnected&&!down(c)){r=1;try{if(i.length>1){c.value=i[1];c.dispatchEvent(new Event('change',{bubbles:true}))}else c.click()}finally{r=0}}});q=k}` +
  `function held(c){return!r&&window.${RELEASE}===R&&c&&!live(c)}window.${RELEASE}=R;` +
  `d.addEventListener('click',function(e){var t=e.target,c=t&&t.closest&&t.closest(S);if(!held(c))return;` +
  `e.preventDefault();e.stopImmediatePropagation();c.setAttribute(P,'');q.push([c])},true);` +
  `d.addEventListener('change',function(e){var c=e.target;if(!c||c.tagName!=='SELECT'||!held(c))return;` +
  `e.stopImmediatePropagation();c.setAttribute(P,'');q.push([c,c.value])},true)})();`;

declare global {
  interface Window {
    [RELEASE]?: (frameLive?: boolean) => void;
  }
}

/**
 * Plays the kept taps that are now live again, in the order they were made, and drops those whose
 * node is gone. `frameLive`: the shell's frame has hydrated (from then on, taps outside the published
 * view are not held).
 */
export function releaseTaps(frameLive = false, win: Window = window): void {
  win[RELEASE]?.(frameLive);
}

/** The published view is live (hydrated): taps on it are no longer held, and the kept ones play. */
export function markViewLive(view: HTMLElement | null, win: Window = window): void {
  view?.removeAttribute(VIEW_DOWN_ATTRIBUTE);
  view?.setAttribute(VIEW_LIVE_ATTRIBUTE, '');
  releaseTaps(false, win);
}

/** The published view's remote could not load: its kept taps are dropped with no effect, and taps on it are no longer held. */
export function markViewDown(view: HTMLElement | null, win: Window = window): void {
  view?.setAttribute(VIEW_DOWN_ATTRIBUTE, '');
  releaseTaps(false, win);
}

/** The published view's remote is being loaded again (a retry): taps on it are held again. */
export function markViewLoading(view: HTMLElement | null): void {
  view?.removeAttribute(VIEW_DOWN_ATTRIBUTE);
}
