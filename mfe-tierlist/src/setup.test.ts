import { dataApi } from 'shared-contracts/data-api';
import { describeRemoteSetup } from '@tcgp/dev-kit/testing';
import setup from './setup';

describeRemoteSetup('tierlist', setup);

describe('tierlist/setup and the data API', () => {
  it('injects its data endpoints (history, stats windows, last week) into the one data API', () => {
    expect(Object.keys(dataApi.endpoints)).toEqual(expect.arrayContaining(['getHistory', 'getStatsWindow', 'getLastWeek']));
  });
});
