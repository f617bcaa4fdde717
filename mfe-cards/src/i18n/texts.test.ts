import { describeTextsCompleteness } from '@tcgp/dev-kit/testing';
import { loadCardsTexts } from './index';

describeTextsCompleteness('cards', loadCardsTexts);
