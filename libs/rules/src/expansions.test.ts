import { rankExpansions } from './expansions';
import { INDEX } from './testing/fixtures';
import type { Expansion } from '@tcgp/domain';

const expansions: Expansion[] = [
  { id: 'a1', name: 'Genetic Apex', releaseDate: '2024-10-30' },
  { id: 'a1a', name: 'Mythical Island', releaseDate: '2024-12-17' },
  { id: 'a2b', name: 'Shining Revelry', releaseDate: '2025-03-27' },
  { id: 'pa', name: 'Promo A', releaseDate: '2024-10-30', promo: true },
];

describe('rankExpansions', () => {
  it('sums sqrt card scores once per card, leaves out promo sets, and lists sets without any score apart', () => {
    const result = rankExpansions({
      cardScores: [
        { name: '1 Bulbasaur A1 1', score: 0.04, popularity: 0.1 },
        { name: '2 Bulbasaur A1 1', score: 0.09, popularity: 0.3 },
        { name: '1 Sabrina A1 225', score: 0.16, popularity: 0.2 },
        { name: '2 Poké Ball A2b 111', score: 0.64, popularity: 0.5 },
        { name: '2 Poké Ball PA 5', score: 1, popularity: 0.9 },
        { name: '1 Unknown ZZ 1', score: 1, popularity: 0.9 },
      ],
      cards: INDEX,
      expansions,
    });
    expect(result.ranked.map((r) => r.expansion.id)).toEqual(['a2b', 'a1']);
    expect(result.ranked[0]?.totalScore).toBeCloseTo(0.8);
    expect(result.ranked[1]?.totalScore).toBeCloseTo(0.3 + 0.4);
    // Mythical Island has no card score: not ranked yet, never tier E with 0.
    expect(result.unranked.map((e) => e.id)).toEqual(['a1a']);
  });
});
