import { deckTexts } from './texts';
import { describeTextsCompleteness } from 'shared-contracts/test/i18nCompleteness';

describeTextsCompleteness('deck', deckTexts);
