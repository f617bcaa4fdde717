/** scripts/pages/preview-bench.mjs: its command line. */
import { benchArgs } from '../pages/preview-bench.mjs';

describe('benchArgs', () => {
  it('takes the count given as the first argument', () => {
    expect(benchArgs(['7'])).toEqual({ count: 7 });
  });

  it('takes the count before or after --out', () => {
    expect(benchArgs(['12', '--out', 'pngs'])).toEqual({ count: 12, out: 'pngs' });
    expect(benchArgs(['--out', 'pngs', '12'])).toEqual({ count: 12, out: 'pngs' });
  });

  it('draws 100 previews without a count, and never reads the folder as one', () => {
    expect(benchArgs([])).toEqual({ count: 100 });
    expect(benchArgs(['--out', '42'])).toEqual({ count: 100, out: '42' });
  });

  it('refuses a count that is not a positive whole number', () => {
    expect(() => benchArgs(['0'])).toThrow(/usage/);
    expect(() => benchArgs(['ten'])).toThrow(/usage/);
    expect(() => benchArgs(['5', '6'])).toThrow(/usage/);
  });
});
