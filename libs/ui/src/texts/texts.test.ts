import { describeTextsCompleteness } from '@tcgp/dev-kit/testing';
import { loadUiTexts } from './index';

describeTextsCompleteness('ui', loadUiTexts);
