/**
 * The demo meta: which archetypes exist. Each archetype is named after one or two signature cards
 * (`<card name>@<set id>`, resolved to the everyday printing of that card in that set). The generator
 * builds the evolution lines, support Pokémon and Trainers around them.
 *
 * The selection mirrors the kind of decks seen in real play: ex Pokémon with their evolution lines,
 * popular pairs, and non-ex stage-2 decks for every energy type.
 */
export interface ArchetypeSpec {
  /** One or two signature cards; they form the archetype name, joined by `&`. */
  signature: string[];
  /** Extra Pokémon (with their evolution lines) that every list of the archetype plays. */
  support?: string[];
}

export const ARCHETYPES: ArchetypeSpec[] = [
  // Grass
  { signature: ['Celebi ex@a1a', 'Serperior@a1a'] },
  { signature: ['Venusaur ex@a1'] },
  { signature: ['Decidueye ex@a3'] },
  { signature: ['Mega Venusaur ex@b1a'] },
  { signature: ['Buzzwole ex@a3a'], support: ['Dhelmise ex@a3'] },
  { signature: ['Shiftry@b1'] },
  { signature: ['Leafeon ex@a2a'] },
  // Fire
  { signature: ['Charizard ex@a1', 'Moltres ex@a1'] },
  { signature: ['Mega Blaziken ex@b1'] },
  { signature: ['Ho-Oh ex@a4', 'Entei ex@a4a'] },
  { signature: ['Infernape ex@a2'] },
  { signature: ['Typhlosion@a4'] },
  { signature: ['Mega Charizard Y ex@b1a'] },
  // Water
  { signature: ['Greninja@a1'] },
  { signature: ['Palkia ex@a2'] },
  { signature: ['Gyarados ex@a1a', 'Greninja@a1'] },
  { signature: ['Suicune ex@a4a', 'Greninja@a1'] },
  { signature: ['Mega Gyarados ex@b1'] },
  { signature: ['Articuno ex@a1'], support: ['Lapras ex@pa'] },
  { signature: ['Primarina ex@a3b'] },
  { signature: ['Mega Blastoise ex@b1a'] },
  { signature: ['Empoleon@a2'] },
  // Lightning
  { signature: ['Pikachu ex@a1', 'Zapdos ex@a1'] },
  { signature: ['Magnezone@a2'] },
  { signature: ['Mega Ampharos ex@b1'] },
  { signature: ['Tapu Koko ex@a3a'], support: ['Pachirisu ex@a2'] },
  { signature: ['Raikou ex@a4a'] },
  { signature: ['Vikavolt@a3'] },
  // Psychic
  { signature: ['Mewtwo ex@a1', 'Gardevoir@a1'] },
  { signature: ['Giratina ex@a2b', 'Darkrai ex@a2'] },
  { signature: ['Mew ex@a1a'] },
  { signature: ['Gengar ex@a1'] },
  { signature: ['Lunala ex@a3'] },
  { signature: ['Espeon ex@a4', 'Sylveon ex@a3b'] },
  { signature: ['Mega Altaria ex@b1'] },
  { signature: ['Reuniclus@b1a'] },
  // Fighting
  { signature: ['Lucario ex@a2b'] },
  { signature: ['Machamp ex@a1'] },
  { signature: ['Garchomp ex@a2a'] },
  { signature: ['Mega Lopunny ex@b1a'] },
  { signature: ['Donphan ex@a4'] },
  { signature: ['Hitmonchan ex@b1', 'Passimian ex@a3'] },
  { signature: ['Golem@a1'] },
  // Darkness
  { signature: ['Weavile ex@a2', 'Darkrai ex@a2'] },
  { signature: ['Hydreigon@b1'] },
  { signature: ['Mega Absol ex@b1'] },
  { signature: ['Guzzlord ex@a3a'] },
  { signature: ['Crobat ex@a4'] },
  { signature: ['Umbreon ex@a4', 'Darkrai ex@a2'] },
  // Metal
  { signature: ['Dialga ex@a2'] },
  { signature: ['Solgaleo ex@a3'] },
  { signature: ['Skarmory ex@a4'] },
  { signature: ['Mega Steelix ex@b1a'] },
  { signature: ['Aegislash@b1'] },
  // Dragon
  { signature: ['Dragonite ex@a3b'] },
  { signature: ['Ultra Necrozma ex@pa'] },
  { signature: ['Garchomp@a2'] },
  // Colorless
  { signature: ['Arceus ex@a2a', 'Dialga ex@a2'] },
  { signature: ['Pidgeot ex@a1a'] },
  { signature: ['Lugia ex@a4'] },
  { signature: ['Mega Pidgeot ex@pb'] },
  { signature: ['Staraptor@a2'] },
];

/** Decks that are played but are not archetypes of best-decks.json (they only appear as opponents). */
export const ROGUE_OPPONENTS: string[][] = [
  ["Professor's Research@pa"],
  ['Exeggutor ex@a1'],
  ['Starmie ex@a1'],
  ['Nidoking@a1'],
  ['Kingdra ex@a4', 'Greninja@a1'],
  ['Bibarel ex@a2b'],
  ['Snorlax ex@a3b'],
];

/** General-purpose Trainers and how often real lists play them (relative weights; default 0.4). */
export const TRAINER_WEIGHTS: Record<string, number> = {
  Sabrina: 4,
  Cyrus: 4,
  Copycat: 3,
  'Giant Cape': 3,
  'Pokémon Center Lady': 2,
  'Rocky Helmet': 2,
  Red: 2,
  Leaf: 2,
  Iono: 2,
  Lisia: 2,
  'X Speed': 2,
  Potion: 1.5,
  Giovanni: 1.5,
  'Red Card': 1,
  Guzma: 1,
  May: 1,
  Mars: 1,
  Dawn: 0.8,
  'Rare Candy': 6,
  Lillie: 0.8,
  Pokédex: 0.1,
  'Hand Scope': 0.1,
  'Pokémon Flute': 0.1,
};

/** Ultra Beasts, for the Trainers the package marks as good with `UltraBeast`. */
export const ULTRA_BEASTS = [
  'Buzzwole',
  'Pheromosa',
  'Guzzlord',
  'Kartana',
  'Blacephalon',
  'Xurkitree',
  'Nihilego',
  'Celesteela',
  'Stakataka',
  'Poipole',
  'Naganadel',
];
