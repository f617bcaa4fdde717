import { describeRemoteSetup } from '@tcgp/dev-kit/testing';
import setup from './setup';

describeRemoteSetup('deck', setup);
