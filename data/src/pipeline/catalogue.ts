/** The card catalogue as the pipeline looks cards up: by id, by set and name, in catalogue order. Pure. */
import type { Card } from '@tcgp/domain';
import { looseName } from './cardIds';

export interface CatalogueIndex {
  cards: readonly Card[];
  byId: ReadonlyMap<string, Card>;
  /** Position of each card id in the catalogue file. */
  order: ReadonlyMap<string, number>;
  /** Set ids that have cards. */
  sets: ReadonlySet<string>;
  /** `<set>|<loose name>` -> the printings of that name in that set, in catalogue order. */
  bySetAndName: ReadonlyMap<string, Card[]>;
  /** Loose name -> every printing, in catalogue order. */
  byName: ReadonlyMap<string, Card[]>;
}

export function indexCatalogue(cards: readonly Card[]): CatalogueIndex {
  const byId = new Map<string, Card>();
  const order = new Map<string, number>();
  const sets = new Set<string>();
  const bySetAndName = new Map<string, Card[]>();
  const byName = new Map<string, Card[]>();
  cards.forEach((card, index) => {
    if (byId.has(card.id)) return;
    byId.set(card.id, card);
    order.set(card.id, index);
    sets.add(card.set);
    const name = looseName(card.name);
    push(bySetAndName, `${card.set}|${name}`, card);
    push(byName, name, card);
  });
  return { cards, byId, order, sets, bySetAndName, byName };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
