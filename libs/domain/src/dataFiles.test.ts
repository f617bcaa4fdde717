import { ENERGY_TYPES, isDataValidationError, type DataValidationError } from './dataFiles';
import { REMOTE_TIMEOUT_MS } from './config';

describe('ENERGY_TYPES', () => {
  it('lists the ten energies of the game once each', () => {
    expect(ENERGY_TYPES).toHaveLength(10);
    expect(new Set(ENERGY_TYPES).size).toBe(10);
    expect(ENERGY_TYPES).toEqual(
      expect.arrayContaining(['Grass', 'Fire', 'Water', 'Lightning', 'Psychic', 'Fighting', 'Darkness', 'Metal', 'Dragon', 'Colorless']),
    );
  });
});

describe('isDataValidationError', () => {
  it('recognizes the error of a file that arrived with the wrong shape', () => {
    const error: DataValidationError = {
      status: 'CUSTOM_ERROR',
      error: 'VALIDATION_ERROR',
      data: { file: 'cards.json', problems: [{ path: '$[0].id', reason: 'missing' }] },
    };
    expect(isDataValidationError(error)).toBe(true);
  });

  it.each([
    ['a network error', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['an HTTP error', { status: 404, data: 'Not Found' }],
    ['null', null],
    ['a string', 'VALIDATION_ERROR'],
  ])('refuses %s', (_label, value) => {
    expect(isDataValidationError(value)).toBe(false);
  });
});

describe('REMOTE_TIMEOUT_MS (docs/product-rules.md)', () => {
  it('is 120 seconds', () => {
    expect(REMOTE_TIMEOUT_MS).toBe(120_000);
  });
});
