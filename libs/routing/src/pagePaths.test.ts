import { pagePathOf, parameterBase, routeMatches } from './pagePaths';

describe('a route with a parameter', () => {
  it('has one prerendered page, with `_` for the parameter', () => {
    expect(pagePathOf('/deck/:deckId')).toBe('/deck/_');
    expect(pagePathOf('/tier-list')).toBe('/tier-list');
    expect(pagePathOf('/')).toBe('/');
  });

  it('shares the path before its parameter', () => {
    expect(parameterBase('/deck/:deckId')).toBe('/deck');
    expect(parameterBase('/deck')).toBeNull();
    expect(parameterBase('/')).toBeNull();
  });

  it('matches its base and exactly one non-empty segment', () => {
    expect(routeMatches('/deck/:deckId', '/deck/a1-001')).toBe(true);
    expect(routeMatches('/deck/:deckId', '/deck/a1-001/')).toBe(true);
    expect(routeMatches('/deck/:deckId', '/deck')).toBe(false);
    expect(routeMatches('/deck/:deckId', '/deck/')).toBe(false);
    expect(routeMatches('/deck/:deckId', '/deck/a/b')).toBe(false);
    expect(routeMatches('/deck/:deckId', '/decks/a')).toBe(false);
  });
});

describe('a route with two parameters', () => {
  const route = '/compare/:deckA/:deckB';

  it('has one prerendered page, with one `_` for its parameters', () => {
    expect(pagePathOf(route)).toBe('/compare/_');
    expect(parameterBase(route)).toBe('/compare');
  });

  it('matches its base and exactly two non-empty segments', () => {
    expect(routeMatches(route, '/compare/a1-001/a2-002')).toBe(true);
    expect(routeMatches(route, '/compare/a1-001/a2-002/')).toBe(true);
    expect(routeMatches(route, '/compare/a1-001')).toBe(false);
    expect(routeMatches(route, '/compare/a1-001/')).toBe(false);
    expect(routeMatches(route, '/compare//a2-002')).toBe(false);
    expect(routeMatches(route, '/compare/a/b/c')).toBe(false);
    expect(routeMatches(route, '/comparex/a/b')).toBe(false);
  });
});

describe('a route without a parameter', () => {
  it('matches its own path, with or without a trailing slash', () => {
    expect(routeMatches('/tier-list', '/tier-list')).toBe(true);
    expect(routeMatches('/tier-list', '/tier-list/')).toBe(true);
    expect(routeMatches('/tier-list', '/tier-list/x')).toBe(false);
    expect(routeMatches('/', '/')).toBe(true);
    expect(routeMatches('/', '')).toBe(true);
  });
});
