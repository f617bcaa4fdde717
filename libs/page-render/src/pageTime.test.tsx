import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, render } from '@testing-library/react';
import { PAGE_TIME_ATTRIBUTE, PAGE_TIME_REFRESH_MS, setPageRenderTime, usePageTime } from '@tcgp/ui';
import { RENDERED_AT_ATTRIBUTE } from './protocol';

const PUBLISHED = '2026-06-30T08:00:00.000Z';

function Time() {
  const time = usePageTime();
  return <time dateTime={time.toISOString()}>{time.toISOString()}</time>;
}

afterEach(() => {
  setPageRenderTime(null);
  document.documentElement.removeAttribute(RENDERED_AT_ATTRIBUTE);
  jest.useRealTimers();
});

describe('usePageTime', () => {
  it('reads the attribute the page renderer writes', () => {
    expect(PAGE_TIME_ATTRIBUTE).toBe(RENDERED_AT_ATTRIBUTE);
  });

  it('renders on the server with the time the server entry set, and the current time once it is cleared', () => {
    setPageRenderTime(new Date(PUBLISHED));
    expect(renderToString(<Time />)).toContain(`>${PUBLISHED}<`);
    setPageRenderTime(null);
    const before = Date.now();
    const html = renderToString(<Time />);
    const shown = Date.parse(/>([^<]+)</.exec(html)?.[1] ?? '');
    expect(Math.abs(shown - before)).toBeLessThan(PAGE_TIME_REFRESH_MS + 1000);
  });

  it('hydrates with the published time, without a mismatch, then shows the client time', async () => {
    setPageRenderTime(new Date(PUBLISHED));
    const html = renderToString(<Time />);
    setPageRenderTime(null);
    document.documentElement.setAttribute(RENDERED_AT_ATTRIBUTE, PUBLISHED);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <Time />, { onRecoverableError: (error) => recoverable.push(error) });
      });
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      const shown = container.querySelector('time')?.getAttribute('dateTime');
      expect(shown).not.toBe(PUBLISHED);
      expect(Math.abs(Date.parse(shown ?? '') - Date.now())).toBeLessThan(PAGE_TIME_REFRESH_MS + 1000);
    } finally {
      errors.mockRestore();
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('gives the same Date between renders, and a new one every minute while shown', () => {
    jest.useFakeTimers({ now: new Date('2026-07-01T00:00:00Z') });
    const seen: Date[] = [];
    function Recording() {
      const time = usePageTime();
      seen.push(time);
      return <span>{time.toISOString()}</span>;
    }
    const { rerender, container, unmount } = render(<Recording />);
    rerender(<Recording />);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
    const first = seen[0]?.getTime() ?? 0;
    expect(first).toBe(Date.parse('2026-07-01T00:00:00Z'));
    act(() => {
      jest.advanceTimersByTime(PAGE_TIME_REFRESH_MS);
    });
    expect(Date.parse(container.textContent ?? '')).toBe(first + PAGE_TIME_REFRESH_MS);
    unmount();
  });
});
