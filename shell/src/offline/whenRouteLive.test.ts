import { ROUTE_LIVE_MARK, whenRouteLive } from './whenRouteLive';

/** A performance timeline whose marks the test adds, and observers it notifies. */
function fakeTimeline() {
  const marks: string[] = [];
  const callbacks = new Set<() => void>();
  class FakeObserver {
    constructor(private readonly callback: () => void) {}
    observe() {
      callbacks.add(this.callback);
    }
    disconnect() {
      callbacks.delete(this.callback);
    }
  }
  const perf = { getEntriesByName: (name: string) => marks.filter((m) => m === name) } as unknown as Performance;
  const mark = (name: string) => {
    marks.push(name);
    for (const callback of [...callbacks]) callback();
  };
  return { perf, mark, FakeObserver, observers: () => callbacks.size };
}

function composedDocument(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML =
    '<div id="root"><div data-remote="tierlist" data-module="TierListPage"><div data-view-root data-composed="tierlist@1"></div></div></div>';
  return doc;
}

describe('whenRouteLive', () => {
  const realObserver = globalThis.PerformanceObserver;
  let timeline: ReturnType<typeof fakeTimeline>;
  beforeEach(() => {
    timeline = fakeTimeline();
    globalThis.PerformanceObserver = timeline.FakeObserver as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    globalThis.PerformanceObserver = realObserver;
    jest.useRealTimers();
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it('resolves at once on a page without composed content (rendered live)', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    expect(await settled(whenRouteLive(10_000, doc, timeline.perf))).toBe(true);
  });

  it('resolves at once when the route went live already', async () => {
    timeline.mark(ROUTE_LIVE_MARK);
    expect(await settled(whenRouteLive(10_000, composedDocument(), timeline.perf))).toBe(true);
  });

  it('waits for the route-live mark on a composed page, and ignores other marks', async () => {
    const promise = whenRouteLive(10_000, composedDocument(), timeline.perf);
    expect(await settled(promise)).toBe(false);
    timeline.mark('something-else');
    expect(await settled(promise)).toBe(false);
    timeline.mark(ROUTE_LIVE_MARK);
    expect(await settled(promise)).toBe(true);
    expect(timeline.observers()).toBe(0);
  });

  it('gives up waiting after the time-out when the route never goes live', async () => {
    jest.useFakeTimers();
    const promise = whenRouteLive(10_000, composedDocument(), timeline.perf);
    jest.advanceTimersByTime(9_999);
    expect(await settled(promise)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(promise)).toBe(true);
    expect(timeline.observers()).toBe(0);
  });
});
