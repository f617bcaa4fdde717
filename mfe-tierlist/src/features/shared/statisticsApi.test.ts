import { isMissingFile } from './statisticsApi';

describe('isMissingFile', () => {
  it('is true for a 404, with a JSON body or a text body that could not be parsed', () => {
    expect(isMissingFile({ status: 404, data: { error: 'not found' } })).toBe(true);
    expect(isMissingFile({ status: 'PARSING_ERROR', originalStatus: 404, data: 'Not found', error: 'SyntaxError' })).toBe(true);
  });

  it('is false for every other failure: those are errors with Retry', () => {
    expect(isMissingFile({ status: 500, data: '' })).toBe(false);
    expect(isMissingFile({ status: 403, data: '' })).toBe(false);
    expect(isMissingFile({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' })).toBe(false);
    expect(isMissingFile({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(false);
    expect(isMissingFile({ status: 'CUSTOM_ERROR', error: 'VALIDATION_ERROR', data: { file: 'history.json', problems: [] } })).toBe(false);
    expect(isMissingFile(undefined)).toBe(false);
  });
});
