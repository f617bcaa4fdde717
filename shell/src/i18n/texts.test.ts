import { describeTextsCompleteness } from '@tcgp/dev-kit/testing';
import { loadShellTexts } from './index';

describeTextsCompleteness('shell', loadShellTexts);
