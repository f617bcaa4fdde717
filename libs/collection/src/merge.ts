/**
 * The three-way merge of missing-cards lists that keeps two devices of one player from losing each
 * other's changes. Both started from `base` (the list the account held when each last synced); each
 * changed it since. The lists are append-only (an id twice = two copies missing), so the merge
 * works per card on copy counts:
 *
 * - a card whose copies differ from the base on one side only takes that side's copies (a change made
 *   on one device is never lost, whatever the other device did to other cards);
 * - a card changed on both sides to different copies takes the copies of the side whose `updatedAt`
 *   is later (the later change wins for that card only); on a tie, the larger copy count, so both
 *   devices reach the same list whichever merges first.
 *
 * Cards come out in the order in which they first appear in `mine`, then `theirs`.
 */
import { countMissing } from '@tcgp/rules';
import type { CardId } from '@tcgp/domain';
import { listFromCounts } from './lists';

/** One side of a merge: its list and when it was last changed (an ISO date-time). */
export interface MergeSide {
  missing: readonly CardId[];
  updatedAt: string;
}

/** Milliseconds of an ISO date-time; an unreadable one counts as the earliest time. */
const timeOf = (iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};

/** A card both sides changed differently, where `theirs` won: `copies` is the value `mine` had set. */
export interface ReplacedChange {
  cardId: CardId;
  copies: number;
}

/** The merged list, and the cards whose change on `mine` was replaced by the change on `theirs`. */
export interface MergeReport {
  missing: CardId[];
  replaced: ReplacedChange[];
}

/**
 * Merges the changes `mine` and `theirs` made to `base` (see the module comment), and reports every card
 * whose change on `mine` lost to a different change on `theirs` (what the player on `mine` is told, with
 * the value to re-apply). In the order of `mine`.
 */
export function mergeThreeWayReport(base: readonly CardId[], mine: MergeSide, theirs: MergeSide): MergeReport {
  const before = countMissing(base);
  const left = countMissing(mine.missing);
  const right = countMissing(theirs.missing);
  // Which side's copies win a card both sides changed differently (0: a tie).
  const later = Math.sign(timeOf(mine.updatedAt) - timeOf(theirs.updatedAt));
  const merged = new Map<CardId, number>();
  const replaced: ReplacedChange[] = [];
  for (const id of new Set([...left.keys(), ...right.keys()])) {
    const b = before.get(id) ?? 0;
    const m = left.get(id) ?? 0;
    const t = right.get(id) ?? 0;
    let copies: number;
    if (m === b) copies = t;
    else if (t === b || t === m) copies = m;
    else copies = later > 0 ? m : later < 0 ? t : Math.max(m, t);
    if (m !== b && copies !== m) replaced.push({ cardId: id, copies: m });
    if (copies > 0) merged.set(id, copies);
  }
  return { missing: listFromCounts(merged), replaced };
}

/** Merges the changes `mine` and `theirs` made to `base` (see the module comment). */
export function mergeThreeWay(base: readonly CardId[], mine: MergeSide, theirs: MergeSide): CardId[] {
  return mergeThreeWayReport(base, mine, theirs).missing;
}
