import { CONTENT_LINKS, SPECULATIVE_ROUTES, maySpeculate, routeOfLink, startLinkPrefetch } from './linkPrefetch';

/** An IntersectionObserver whose "on screen" the test decides. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  show(target: Element, isIntersecting = true) {
    if (!this.targets.has(target)) return;
    this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}
const showing = (target: Element, isIntersecting = true) => {
  for (const observer of FakeIntersectionObserver.all) observer.show(target, isIntersecting);
};

/** Idle work, run when the test says the browser is idle. */
function idleQueue() {
  const queue: (() => void)[] = [];
  return {
    whenIdle: (work: () => void) => void queue.push(work),
    runIdle: () => {
      for (const work of queue.splice(0)) work();
    },
  };
}

const PAGE = `
  <header><nav><a href="/statistics">Statistics</a><a href="/cards-list">Cards</a></nav></header>
  <main>
    <a id="deck" href="/deck/espeon-b3a-020&amp;swablu-b1-196">Espeon</a>
    <a id="other-deck" href="/deck/pikachu-ex-a1-096">Pikachu</a>
    <a id="finder" href="/deck">Finder</a>
    <a id="home" href="/">Home</a>
    <a id="away" href="https://example.org/deck/x">Elsewhere</a>
    <a id="download" href="/deck/x" download>Download</a>
    <a id="blank" href="/statistics" target="_blank">New tab</a>
    <a id="german" href="/de/expansion-list">Erweiterungen</a>
    <button id="plain">Not a link</button>
  </main>`;

let preloaded: string[];
let stop: (() => void) | undefined;
const $ = (selector: string) => document.querySelector(selector) as HTMLElement;

function start(speculate: boolean) {
  const idle = idleQueue();
  stop = startLinkPrefetch({
    document,
    preload: (route) => preloaded.push(`${route.remote}/${route.module}`),
    speculate,
    whenIdle: idle.whenIdle,
  });
  return idle;
}

beforeEach(() => {
  preloaded = [];
  FakeIntersectionObserver.all = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  window.history.replaceState(null, '', '/tier-list');
  document.body.innerHTML = PAGE;
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('maySpeculate (links on screen load only when data is not scarce)', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ saveData: true, effectiveType: '4g' }, false],
    [{ saveData: false, effectiveType: '4g' }, true],
  ])('%j: %s', (connection, expected) => {
    expect(maySpeculate(connection)).toBe(expected);
  });
});

describe('routeOfLink', () => {
  it('names the route a link of the site opens, in any language, and nothing else', () => {
    const origin = window.location.origin;
    const route = (id: string) => routeOfLink($(id) as HTMLAnchorElement, origin);
    expect(route('#deck')?.key).toBe('deckDetail');
    expect(route('#finder')?.key).toBe('deckFinder');
    expect(route('#german')?.key).toBe('expansionList');
    for (const id of ['#home', '#away', '#download', '#blank']) expect(route(id)).toBeNull();
  });
});

describe('startLinkPrefetch: a link pressed, focused or pointed at', () => {
  it.each(['pointerdown', 'focusin', 'mouseover'])('%s on a link loads its page once, at once', (type) => {
    start(false);
    $('#deck').dispatchEvent(new Event(type, { bubbles: true }));
    expect(preloaded).toEqual(['deck/DeckDetailPage']);
    $('#other-deck').dispatchEvent(new Event(type, { bubbles: true }));
    $('#deck').dispatchEvent(new Event(type, { bubbles: true }));
    expect(preloaded).toEqual(['deck/DeckDetailPage']);
  });

  it("loads the header's links on a press too (speculation leaves them alone)", () => {
    start(false);
    $('header a[href="/statistics"]').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(preloaded).toEqual(['tierlist/StatisticsPage']);
  });

  it('loads nothing for the landing page, another site, a download, a new tab, a button, or the route on screen', () => {
    start(false);
    for (const id of ['#home', '#away', '#download', '#blank', '#plain']) $(id).dispatchEvent(new Event('pointerdown', { bubbles: true }));
    window.history.replaceState(null, '', '/deck/pikachu-ex-a1-096');
    $('#deck').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(preloaded).toEqual([]);
  });

  it('stops listening when stopped', () => {
    start(false);
    stop?.();
    $('#deck').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(preloaded).toEqual([]);
  });
});

describe('startLinkPrefetch: links of the content on screen, when the browser is idle', () => {
  it('loads the page of a content link on screen once the browser is idle, not before', () => {
    const { runIdle } = start(true);
    showing($('#deck'));
    expect(preloaded).toEqual([]);
    runIdle();
    expect(preloaded).toEqual(['deck/DeckDetailPage']);
  });

  it('skips a link that left the screen before the browser was idle', () => {
    const { runIdle } = start(true);
    showing($('#deck'));
    showing($('#deck'), false);
    runIdle();
    expect(preloaded).toEqual([]);
  });

  it("never watches the header's menu", () => {
    start(true);
    const watched = [...FakeIntersectionObserver.all.flatMap((o) => [...o.targets])];
    expect(watched.length).toBeGreaterThan(0);
    expect(watched.every((link) => link.matches(CONTENT_LINKS))).toBe(true);
    expect(watched.some((link) => link.closest('header'))).toBe(false);
  });

  it(`loads at most ${SPECULATIVE_ROUTES} route on sight in a visit, then stops watching; a press still loads`, () => {
    const { runIdle } = start(true);
    for (const id of ['#deck', '#finder', '#german']) showing($(id));
    runIdle();
    expect(preloaded).toEqual(['deck/DeckDetailPage']);
    expect(FakeIntersectionObserver.all.every((o) => o.targets.size === 0)).toBe(true);
    $('#german').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(preloaded).toEqual(['deck/DeckDetailPage', 'cards/ExpansionListPage']);
  });

  it('spends its one route on sight on a route not on screen (a deck page links to other decks)', () => {
    window.history.replaceState(null, '', '/deck/pikachu-ex-a1-096');
    const { runIdle } = start(true);
    for (const id of ['#deck', '#finder']) showing($(id));
    runIdle();
    expect(preloaded).toEqual(['deck/DeckFinderPage']);
  });

  it('watches the links a page renders later (its data came, or a navigation)', async () => {
    const { runIdle } = start(true);
    const later = document.createElement('a');
    later.href = '/collection';
    $('main').append(later);
    await Promise.resolve();
    runIdle();
    showing(later);
    runIdle();
    expect(preloaded).toEqual(['cards/CollectionPage']);
  });

  it('loads nothing on speculation with Save-Data or on 2G (speculate false)', () => {
    const { runIdle } = start(false);
    expect(FakeIntersectionObserver.all).toHaveLength(0);
    runIdle();
    expect(preloaded).toEqual([]);
  });
});
