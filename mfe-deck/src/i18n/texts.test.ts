import { describeTextsCompleteness } from '@tcgp/dev-kit/testing';
import { loadDeckTexts } from './index';

describeTextsCompleteness('deck', loadDeckTexts);
