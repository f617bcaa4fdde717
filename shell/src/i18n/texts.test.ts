import { shellTexts } from './texts';
import { describeTextsCompleteness } from 'shared-contracts/test/i18nCompleteness';

describeTextsCompleteness('shell', shellTexts);
