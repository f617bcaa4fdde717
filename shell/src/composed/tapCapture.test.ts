import { brotliCompressSync } from 'node:zlib';
import { TAP_CAPTURE_SCRIPT, TAP_PENDING_ATTRIBUTE, markViewDown, markViewLive, markViewLoading, releaseTaps } from './tapCapture';

/** A published page in a document of its own (a frame), with the inline script run in it, as a browser would. */
function publishedPage() {
  const frame = document.createElement('iframe');
  document.body.replaceChildren(frame);
  const win = frame.contentWindow as Window & typeof globalThis;
  const doc = win.document;
  doc.body.innerHTML = `
    <header><button id="menu">Menu</button><a id="link" href="#elsewhere">Tier List</a></header>
    <div data-remote="deck" data-module="./DeckFinderPage">
      <div data-view-root data-composed="deck@1.0.0+abc">
        <button id="card">Dialga ex</button><button id="other">Sabrina</button>
        <details><summary id="more">More</summary></details>
        <label><input id="box" type="checkbox"> Owned</label>
        <select id="sort"><option value="score">Score</option><option value="winRate">Win rate</option><option value="share">Share</option></select>
      </div>
    </div>`;
  const counts: Record<string, number> = {};
  const order: string[] = [];
  for (const id of ['menu', 'card', 'other', 'more', 'box', 'link']) {
    doc.getElementById(id)?.addEventListener('click', () => {
      counts[id] = (counts[id] ?? 0) + 1;
      order.push(id);
    });
  }
  const choices: string[] = [];
  doc.getElementById('sort')?.addEventListener('change', (e) => choices.push((e.target as HTMLSelectElement).value));
  new Function('document', 'window', TAP_CAPTURE_SCRIPT)(doc, win);
  const view = doc.querySelector<HTMLElement>('[data-composed]');
  return {
    counts,
    order,
    choices,
    win,
    view,
    el: (id: string) => doc.getElementById(id) as HTMLElement,
    /** The shell: the frame hydrated (true) or a release after a view was rendered anew. */
    release: (frameLive?: boolean) => releaseTaps(frameLive, win),
    /** The shell: the view's page hydrated. */
    viewLive: () => markViewLive(view, win),
    /** The shell: the view's remote could not load; then a retry. */
    viewDown: () => markViewDown(view, win),
    viewLoading: () => markViewLoading(view),
  };
}

describe('taps kept from the first byte', () => {
  it('keeps a tap on the published view, shows it pressed, and plays it exactly once when the view is live', () => {
    const { counts, el, release, viewLive } = publishedPage();
    el('card').click();
    expect(counts.card).toBeUndefined();
    expect(el('card').hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(true);
    // The frame going live does not play a tap of the view.
    release(true);
    expect(counts.card).toBeUndefined();
    viewLive();
    expect(counts.card).toBe(1);
    expect(el('card').hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(false);
    viewLive();
    release(true);
    expect(counts.card).toBe(1);
    // Live: a tap goes straight through.
    el('card').click();
    expect(counts.card).toBe(2);
  });

  it('plays the kept taps in the order they were made', () => {
    const { order, el, viewLive } = publishedPage();
    el('other').click();
    el('card').click();
    el('more').click();
    viewLive();
    expect(order).toEqual(['other', 'card', 'more']);
  });

  it('keeps a tap on the frame until the shell has hydrated it', () => {
    const { counts, el, release } = publishedPage();
    el('menu').click();
    expect(counts.menu).toBeUndefined();
    release();
    expect(counts.menu).toBeUndefined();
    release(true);
    expect(counts.menu).toBe(1);
  });

  it('does not hold links: they work as links from the first byte', () => {
    const { counts, el, win } = publishedPage();
    const click = new win.MouseEvent('click', { bubbles: true, cancelable: true });
    el('link').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(counts.link).toBe(1);
  });

  it('holds a check box without changing it, and changes it once when played', () => {
    const { counts, el, viewLive } = publishedPage();
    const box = el('box') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
    viewLive();
    expect(box.checked).toBe(true);
    expect(counts.box).toBe(1);
  });

  it('drops a tap whose node is gone (the view was rendered anew), with no effect', () => {
    const { counts, el, view, release } = publishedPage();
    const card = el('card');
    card.click();
    view?.replaceChildren();
    expect(() => release(true)).not.toThrow();
    expect(counts.card).toBeUndefined();
    expect(card.hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(false);
  });

  it('holds a choice in a drop-down and chooses it again, once, when the view is live (after the hydration put the published value back)', () => {
    const { choices, el, win, viewLive } = publishedPage();
    const sort = el('sort') as HTMLSelectElement;
    const choose = (value: string) => {
      sort.value = value;
      sort.dispatchEvent(new win.Event('change', { bubbles: true }));
    };
    choose('winRate');
    choose('share');
    expect(choices).toEqual([]);
    expect(sort.hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(true);
    // The hydration renders the value the page was published with.
    sort.value = 'score';
    viewLive();
    expect(choices).toEqual(['winRate', 'share']);
    expect(sort.value).toBe('share');
    expect(sort.hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(false);
    viewLive();
    expect(choices).toEqual(['winRate', 'share']);
    // Live: a choice goes straight through.
    choose('score');
    expect(choices).toEqual(['winRate', 'share', 'score']);
  });

  it("drops the view's kept taps with no effect when its remote cannot load, holds none while it is down, and holds again on a retry", () => {
    const { counts, el, release, viewDown, viewLoading, viewLive } = publishedPage();
    el('card').click();
    el('more').click();
    release(true);
    viewDown();
    expect(counts.card).toBeUndefined();
    expect(counts.more).toBeUndefined();
    expect(el('card').hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(false);
    expect(el('more').hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(false);
    // Down: a tap goes through to the page as it is (nothing holds it or shows it pressed).
    el('other').click();
    expect(counts.other).toBe(1);
    expect(el('other').hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(false);
    // A retry: taps are held again, and play once the view is live; the dropped ones never do.
    viewLoading();
    el('card').click();
    expect(counts.card).toBeUndefined();
    expect(el('card').hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(true);
    viewLive();
    expect(counts.card).toBe(1);
    expect(counts.more).toBeUndefined();
  });

  it('is at most 1 KB brotli', () => {
    expect(brotliCompressSync(TAP_CAPTURE_SCRIPT).byteLength).toBeLessThanOrEqual(1024);
  });
});
