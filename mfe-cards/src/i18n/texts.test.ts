import { cardsTexts } from './texts';
import { describeTextsCompleteness } from 'shared-contracts/test/i18nCompleteness';

describeTextsCompleteness('cards', cardsTexts);
