import type { DeckCompareTexts } from './en';
import de from './de';

const deAT: DeckCompareTexts = { ...de };

export default deAT;
