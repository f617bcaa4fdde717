import { describeTextsCompleteness } from '@tcgp/dev-kit/testing';
import { loadTierlistTexts } from './index';

describeTextsCompleteness('tierlist', loadTierlistTexts);
