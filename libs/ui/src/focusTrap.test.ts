import { focusables, keepTabInside } from './focusTrap';

function modal(inner: string) {
  document.body.innerHTML = `<button id="outside">Outside</button><div id="modal">${inner}</div>`;
  return document.getElementById('modal') as HTMLElement;
}
const tab = (shiftKey = false) => ({ key: 'Tab', shiftKey, preventDefault: jest.fn() });

describe('keepTabInside', () => {
  it('lists the controls that take the focus, leaving out disabled, inert and hidden ones', () => {
    const root = modal(
      '<a href="/x">Link</a><a>No address</a><button disabled>Off</button><button inert>Inert</button><span tabindex="0">Span</span><span tabindex="-1">Not</span><button aria-hidden="true">Hidden</button><select></select>',
    );
    expect(focusables(root).map((el) => el.textContent)).toEqual(['Link', 'Span', '']);
  });

  it('goes round: Tab from the last control to the first, Shift+Tab from the first to the last', () => {
    const root = modal('<button id="a">A</button><button id="b">B</button><button id="c">C</button>');
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    const [a, b, c] = [byId('a'), byId('b'), byId('c')];
    c.focus();
    const forward = tab();
    keepTabInside(forward, root);
    expect(a).toHaveFocus();
    expect(forward.preventDefault).toHaveBeenCalled();
    const back = tab(true);
    keepTabInside(back, root);
    expect(c).toHaveFocus();
    // In the middle, Tab is the browser's.
    b.focus();
    const middle = tab();
    keepTabInside(middle, root);
    expect(b).toHaveFocus();
    expect(middle.preventDefault).not.toHaveBeenCalled();
  });

  it('brings the focus in from outside, and holds it where there is no control', () => {
    const root = modal('<button id="a">A</button><button id="b">B</button>');
    document.getElementById('outside')?.focus();
    keepTabInside(tab(), root);
    expect(document.getElementById('a')).toHaveFocus();
    document.getElementById('outside')?.focus();
    keepTabInside(tab(true), root);
    expect(document.getElementById('b')).toHaveFocus();
    const empty = modal('<p>Nothing to focus</p>');
    const none = tab();
    keepTabInside(none, empty);
    expect(none.preventDefault).toHaveBeenCalled();
  });

  it('leaves every other key alone', () => {
    const root = modal('<button>A</button>');
    const key = { key: 'Enter', shiftKey: false, preventDefault: jest.fn() };
    keepTabInside(key, root);
    expect(key.preventDefault).not.toHaveBeenCalled();
  });
});
