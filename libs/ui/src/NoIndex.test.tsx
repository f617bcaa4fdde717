import { render } from '@testing-library/react';
import { NoIndex } from './NoIndex';

const robots = () => [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'));

afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove()));

describe('NoIndex (an unknown deck or card)', () => {
  it('asks search engines not to index the page while it is shown, and stops asking after', () => {
    const { unmount } = render(<NoIndex />);
    expect(robots()).toEqual(['noindex']);
    unmount();
    expect(robots()).toEqual([]);
  });

  it("keeps the server's own noindex tag (its 404 page) and adds no second one", () => {
    const server = document.createElement('meta');
    server.name = 'robots';
    server.content = 'noindex';
    document.head.append(server);
    const { unmount } = render(<NoIndex />);
    expect(robots()).toEqual(['noindex']);
    unmount();
    expect(robots()).toEqual(['noindex']);
  });
});
