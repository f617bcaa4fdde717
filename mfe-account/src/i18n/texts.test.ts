import { accountTexts } from './texts';
import { describeTextsCompleteness } from 'shared-contracts/test/i18nCompleteness';

describeTextsCompleteness('account', accountTexts);
