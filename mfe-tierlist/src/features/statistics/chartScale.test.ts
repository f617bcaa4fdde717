import { labelEvery, shareAxis } from './chartScale';

describe('shareAxis', () => {
  it('picks a step that gives at most 5 steps and a top at or above the highest share', () => {
    expect(shareAxis(0.0837)).toEqual({ top: 0.1, step: 0.02, ticks: [0, 0.02, 0.04, 0.06, 0.08, 0.1] });
    expect(shareAxis(0.1)).toEqual({ top: 0.1, step: 0.02, ticks: [0, 0.02, 0.04, 0.06, 0.08, 0.1] });
    expect(shareAxis(0.101)).toEqual({ top: 0.15, step: 0.05, ticks: [0, 0.05, 0.1, 0.15] });
    expect(shareAxis(0.31)).toEqual({ top: 0.4, step: 0.1, ticks: [0, 0.1, 0.2, 0.3, 0.4] });
    expect(shareAxis(1)).toEqual({ top: 1, step: 0.2, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] });
  });

  it('has a small axis when there is no share at all', () => {
    expect(shareAxis(0)).toEqual({ top: 0.01, step: 0.01, ticks: [0, 0.01] });
    expect(shareAxis(Number.NaN).top).toBe(0.01);
  });
});

describe('labelEvery', () => {
  it('labels every week when there is room, every 2nd or 3rd on a phone', () => {
    expect(labelEvery(12, 900)).toBe(1);
    expect(labelEvery(12, 300)).toBe(3);
    expect(labelEvery(12, 420)).toBe(2);
    expect(labelEvery(1, 10)).toBe(1);
  });
});
