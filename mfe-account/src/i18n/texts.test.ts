import { describeTextsCompleteness } from '@tcgp/dev-kit/testing';
import { loadAccountTexts } from './index';

describeTextsCompleteness('account', loadAccountTexts);
