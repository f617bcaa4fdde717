import { tierlistTexts } from './texts';
import { describeTextsCompleteness } from 'shared-contracts/test/i18nCompleteness';

describeTextsCompleteness('tierlist', tierlistTexts);
