import { describeTextsCompleteness } from '@tcgp/dev-kit/testing';
import { loadDeckCompareTexts } from './index';

describeTextsCompleteness('deck-compare', loadDeckCompareTexts);
