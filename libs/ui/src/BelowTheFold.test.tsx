import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, useLayoutEffect } from 'react';
import { BelowTheFold } from './BelowTheFold';

/** Calls `onFirstCommit` with the page's text as its first commit left it. */
function FirstCommit({ onFirstCommit }: { onFirstCommit?: (text: string) => void }) {
  useLayoutEffect(() => onFirstCommit?.(document.body.textContent ?? ''), [onFirstCommit]);
  return null;
}

function Page({ onFirstCommit }: { onFirstCommit?: (text: string) => void }) {
  return (
    <>
      <FirstCommit onFirstCommit={onFirstCommit} />
      <p>Key stats</p>
      <BelowTheFold>
        <p>Matchups</p>
      </BelowTheFold>
    </>
  );
}

describe('BelowTheFold', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('is in the server-rendered HTML', () => {
    expect(renderToString(<Page />)).toContain('Matchups');
  });

  it('stays on screen while a prerendered page hydrates, with no mismatch', async () => {
    container.innerHTML = renderToString(<Page />);
    const recoverable = jest.fn();
    const firstCommit = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Page onFirstCommit={firstCommit} />, { onRecoverableError: recoverable });
    });
    expect(firstCommit).toHaveBeenCalledWith('Key stats' + 'Matchups');
    expect(container.textContent).toBe('Key stats' + 'Matchups');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('on a page rendered live, comes in a render after the top of the page', async () => {
    const root = createRoot(container);
    const firstCommit = jest.fn();
    await act(async () => root.render(<Page onFirstCommit={firstCommit} />));
    // The first commit has the top alone; the rest follows with nothing else happening.
    expect(firstCommit).toHaveBeenCalledTimes(1);
    expect(firstCommit).toHaveBeenCalledWith('Key stats');
    expect(container.textContent).toBe('Key stats' + 'Matchups');
    act(() => root.unmount());
  });
});
