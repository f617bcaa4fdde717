import { pagePathOf, parameterBase } from './pagePaths';

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
});
