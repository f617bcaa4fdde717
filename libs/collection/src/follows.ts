/**
 * The decks a player follows, kept with the missing cards (the `follows` of the saved collection) and
 * synced to the account through the same reconcile as the list.
 *
 * - Two devices that synced before (a base, the account's copy they both started from): a three-way
 *   merge per deck. A deck followed or unfollowed on one side since the base takes that side's choice;
 *   a choice made on both sides is the same choice (following is yes or no), so nothing conflicts and
 *   an unfollow is never undone by the other device's older copy.
 * - Without a base (the player adds this browser's list to the account's at sign-in): the union.
 *
 * Decks come out in the order of `mine`, then the new ones of `theirs`.
 */

/** True when both hold the same decks (order aside). */
export function sameFollows(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** Every deck of `a`, then the decks of `b` that `a` lacks. */
export function unionFollows(a: readonly string[], b: readonly string[]): string[] {
  const seen = new Set(a);
  return [...new Set(a), ...b.filter((id) => !seen.has(id) && (seen.add(id), true))];
}

/** Merges the follows and unfollows `mine` and `theirs` made since `base` (see the module comment). */
export function mergeFollows(base: readonly string[], mine: readonly string[], theirs: readonly string[]): string[] {
  const before = new Set(base);
  const left = new Set(mine);
  const right = new Set(theirs);
  const followed = (id: string): boolean => (left.has(id) !== before.has(id) ? left.has(id) : right.has(id));
  return unionFollows(mine, theirs).filter(followed);
}

/** `follows` with `deckId` followed (at the end) or unfollowed. */
export function withFollow(follows: readonly string[], deckId: string, follow: boolean): string[] {
  const others = follows.filter((id) => id !== deckId);
  return follow ? [...others, deckId] : others;
}
