import { execFileSync } from 'node:child_process';
import path from 'node:path';

describe('StableStatsPlugin', () => {
  it('sorts every usedIn list of mf-stats.json, so two builds of one commit have the same bytes, and keeps the rest', () => {
    const out = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'stable-stats.mjs')], { encoding: 'utf8' })) as { file: string; text: string };
    expect(out.file).toBe('mf-stats.json');
    expect(JSON.parse(out.text)).toEqual({
      shared: [
        { name: 'react', usedIn: ['./CardsListPage', './CollectionPage', './setup'] },
        { name: 'i18next', usedIn: [] },
      ],
      remotes: [{ alias: 'x', usedIn: ['a', 'b'] }],
      exposes: [{ path: './CardsListPage' }],
    });
    expect(out.text).toBe(JSON.stringify(JSON.parse(out.text), null, 2));
  });
});
