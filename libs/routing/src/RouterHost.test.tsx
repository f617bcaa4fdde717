import { fireEvent, render, screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { Link, useNavigation, useRouteParams } from 'shared-contracts';
import { NavigationFromRouter, RouterHost } from './RouterHost';

function Where() {
  const { pathname, search } = useNavigation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function DeckPage() {
  const { deckId } = useRouteParams();
  return <p data-testid="deck">{deckId}</p>;
}

function App({ path }: { path: string }) {
  return (
    <RouterHost router={{ kind: 'memory', path }}>
      <Where />
      <Link to="/deck/espeon-b3a-020&swablu-b1-196">a deck</Link>
      <Switch>
        <Route path="/deck/:deckId">
          {(params: Record<string, string | undefined>) => (
            <NavigationFromRouter params={params}>
              <DeckPage />
            </NavigationFromRouter>
          )}
        </Route>
        <Route>
          <p>home</p>
        </Route>
      </Switch>
    </RouterHost>
  );
}

describe('the shell router behind the contract navigation port', () => {
  it('tells parts the path, the query and the decoded route parameters', () => {
    render(<App path="/deck/professor%27s-research-pa-007?from=share" />);
    expect(screen.getByTestId('where')).toHaveTextContent("/deck/professor's-research-pa-007?from=share");
    expect(screen.getByTestId('deck')).toHaveTextContent("professor's-research-pa-007");
  });

  it('moves through the router on a plain click of a contract Link, and leaves modifier clicks to the browser', () => {
    render(<App path="/" />);
    const link = screen.getByRole('link', { name: 'a deck' });
    expect(link).toHaveAttribute('href', '/deck/espeon-b3a-020&swablu-b1-196');
    const withCtrl = fireEvent.click(link, { ctrlKey: true });
    expect(withCtrl).toBe(true); // not prevented: the browser opens a new tab
    expect(screen.getByText('home')).toBeInTheDocument();
    fireEvent.click(link);
    expect(screen.getByTestId('deck')).toHaveTextContent('espeon-b3a-020&swablu-b1-196');
    expect(screen.getByTestId('where')).toHaveTextContent('/deck/espeon-b3a-020&swablu-b1-196');
  });

  it('renders a fixed path for prerendering', () => {
    render(
      <RouterHost router={{ kind: 'static', path: '/tier-list?x=1' }}>
        <Where />
      </RouterHost>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/tier-list?x=1');
  });
});
