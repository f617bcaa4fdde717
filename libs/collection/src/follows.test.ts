import fc from 'fast-check';
import { mergeFollows, sameFollows, unionFollows, withFollow } from './follows';

describe('followed decks across two devices', () => {
  const base = ['charizard-ex', 'pikachu-ex'];

  it('keeps a follow made on one device and an unfollow made on the other', () => {
    // This device follows mewtwo-ex; the other unfollows pikachu-ex.
    expect(mergeFollows(base, ['charizard-ex', 'pikachu-ex', 'mewtwo-ex'], ['charizard-ex'])).toEqual(['charizard-ex', 'mewtwo-ex']);
  });

  it("never brings back a deck one device unfollowed from the other device's older copy", () => {
    expect(mergeFollows(base, ['pikachu-ex'], base)).toEqual(['pikachu-ex']);
    expect(mergeFollows(base, base, ['pikachu-ex'])).toEqual(['pikachu-ex']);
  });

  it('takes a deck both devices followed since the base once', () => {
    expect(mergeFollows([], ['mewtwo-ex'], ['mewtwo-ex', 'greninja'])).toEqual(['mewtwo-ex', 'greninja']);
  });

  it('reaches the same decks whichever device merges first', () => {
    const decks = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 4 });
    fc.assert(
      fc.property(decks, decks, decks, (b, m, t) => {
        expect(sameFollows(mergeFollows(b, m, t), mergeFollows(b, t, m))).toBe(true);
        expect(new Set(mergeFollows(b, m, t)).size).toBe(mergeFollows(b, m, t).length);
      }),
    );
  });

  it("adds this browser's follows to the account's without a base (the union), each deck once", () => {
    expect(unionFollows(['charizard-ex', 'pikachu-ex'], ['pikachu-ex', 'mewtwo-ex'])).toEqual(['charizard-ex', 'pikachu-ex', 'mewtwo-ex']);
  });

  it('follows a deck at the end and unfollows it wherever it is', () => {
    expect(withFollow(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(withFollow(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
    expect(withFollow(['a', 'b', 'c'], 'b', false)).toEqual(['a', 'c']);
  });

  it('compares follows as sets', () => {
    expect(sameFollows(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameFollows(['a'], ['a', 'b'])).toBe(false);
    expect(sameFollows(['a', 'c'], ['a', 'b'])).toBe(false);
  });
});
