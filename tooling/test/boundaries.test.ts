import path from 'node:path';
import { execFileSync } from 'node:child_process';

/**
 * The package boundaries of the design, as the lint configuration enforces them: each case lints a
 * one-line file placed where the rule applies and expects the boundary rule to fire (or not). All cases
 * are linted by one ESLint run (lint-cases.mjs) before the assertions.
 */
const CASES: Record<string, [file: string, code: string, onDisk?: 'onDisk']> = {
  deepContract: ['mfe-deck/src/x.ts', "import { ROUTES } from 'shared-contracts/src/protocol';"],
  deepLib: ['mfe-deck/src/x.ts', "import { x } from '@tcgp/rules/src/tiers';"],
  relativeLib: ['shell/src/x.ts', "import { x } from '../../libs/ui/src/index';"],
  contractEntry: ['mfe-deck/src/x.ts', "import { ROUTES } from 'shared-contracts';"],
  dataApiEntry: ['mfe-deck/src/x.ts', "import { dataApi } from 'shared-contracts/data-api';"],
  controlsCss: ['mfe-deck/src/x.ts', "import c from '@tcgp/ui/controls.module.css';"],
  tokensCss: ['shell/src/x.ts', "import '@tcgp/ui/tokens.css';"],
  ownFolder: ['mfe-deck/src/features/matchups/x.ts', "import { m } from './matchupsApi';"],
  featureToPage: ['mfe-account/src/features/collection-sync/x.ts', "import s from '../../pages/AccountSlot.module.css';"],
  featureToFeature: ['mfe-account/src/features/collection-sync/x.ts', "import { PLANS } from '../premium/prices';"],
  // './../shared/Modal' is features/shared/Modal, written with a leading './' so that the check for
  // folders beside the repository (standalone.test.ts) does not take it for one.
  featureToShared: ['mfe-account/src/features/collection-sync/x.ts', "import { Modal } from './../shared/Modal';"],
  sharedToFeature: ['mfe-cards/src/features/shared/x.ts', "import { PutAsideLists } from '../collection/PutAsideLists';"],
  pageToFeature: ['mfe-deck/src/pages/x.tsx', "import { m } from '../features/matchups/matchupsApi';"],
  featureTestRendersPage: ['mfe-tierlist/src/features/tier-list/x.test.tsx', "import TierListPage from '../../pages/TierListPage';"],
  doubleInProduction: ['mfe-account/src/pages/x.tsx', "import { createDemoBilling } from '../testing/demoBilling';"],
  doubleInTest: ['mfe-account/src/features/premium/x.test.ts', "import { createMemoryFirestore } from '../../testing/memoryFirestore';"],
  doubleInStandalone: ['mfe-account/src/standalone.tsx', "import { createDemoBilling } from './testing/demoBilling';"],
  cycleOther: ['libs/ui/src/lintCycleB.ts', "import { a } from './lintCycleA';\nexport const b = (): unknown => a;", 'onDisk'],
  cycle: ['libs/ui/src/lintCycleA.ts', "import { b } from './lintCycleB';\nexport const a = (): unknown => b;", 'onDisk'],
  otherCss: ['mfe-cards/src/x.ts', "import s from '@tcgp/ui/src/cards.module.css';"],
  remoteToRemote: ['mfe-deck/src/x.ts', "import { x } from 'mfe-cards';"],
  remoteToShell: ['mfe-tierlist/src/x.ts', "import { x } from 'shell/src/routes';"],
  shellToRemote: ['shell/src/x.ts', "import { x } from 'mfe-account';"],
  devKitInPage: ['mfe-cards/src/pages/x.tsx', "import { renderWithHost } from 'dev-kit/testing';"],
  devKitInShell: ['shell/src/x.ts', "import { x } from 'dev-kit';"],
  devKitInLib: ['libs/ui/src/x.ts', "import { x } from 'dev-kit/testing';"],
  devKitInTest: ['mfe-cards/src/pages/x.test.tsx', "import { renderWithHost } from 'dev-kit/testing';"],
  devKitInStandalone: ['mfe-cards/src/standalone.tsx', "import { mount } from 'dev-kit/standalone';"],
  devKitInTestHelper: ['mfe-cards/src/testing/render.tsx', "import { x } from 'dev-kit/testing';"],
  ownI18nBinding: ['mfe-deck/src/x.tsx', "import { useTranslation } from 'react-i18next';"],
  ownStoreToolkit: ['libs/ui/src/x.ts', "import { createSlice } from '@reduxjs/toolkit';"],
  storeToolkitTypes: ['mfe-cards/src/x.ts', "import type { PayloadAction } from '@reduxjs/toolkit';"],
  contractBindings: ['mfe-deck/src/x.tsx', "import { useTranslation, createSlice } from 'shared-contracts';"],
  contractInData: ['data/src/x.ts', "import type { Card } from 'shared-contracts';"],
  contractInRules: ['libs/rules/src/x.ts', "import type { CardId } from 'shared-contracts';"],
  reactInCollection: ['libs/collection/src/x.ts', "import { useMemo } from 'react';"],
  contractInPayments: ['payments/src/x.ts', "import type { RuntimeConfig } from 'shared-contracts';"],
  contractInBilling: ['libs/billing/src/x.ts', "import type { User } from 'shared-contracts';"],
  billingInPayments: ['payments/src/x.ts', "import type { Subscription } from '@tcgp/billing';"],
  domainInData: ['data/src/x.ts', "import type { Card } from '@tcgp/domain';"],
  packageInDomain: ['libs/domain/src/x.ts', "import * as v from 'valibot';"],
  ownFileInDomain: ['libs/domain/src/x.ts', "import type { Card } from './dataFiles';"],
  fixturesInDemo: ['data/src/demo/x.ts', "import { readRealData } from '@tcgp/test-fixtures';"],
  fixturesInPipeline: ['data/src/pipeline/x.ts', "import { readRealData } from '@tcgp/test-fixtures';"],
  fixturesInRules: ['libs/rules/src/x.ts', "import { readRealData } from '@tcgp/test-fixtures';"],
  fixturesInPage: ['mfe-deck/src/pages/x.tsx', "import { readRealData } from '@tcgp/test-fixtures';"],
  fixturesInShell: ['shell/src/x.ts', "import { readRealData } from '@tcgp/test-fixtures';"],
  fixturesByPath: ['libs/rules/src/x.test.ts', "import cards from '../../../test-fixtures/real-data/cards.json';"],
  fixturesInRulesTest: ['libs/rules/src/x.test.ts', "import { readRealData } from '@tcgp/test-fixtures';"],
  fixturesInDataTest: ['data/test/x.ts', "import { readRealData } from '@tcgp/test-fixtures';"],
  fixturesInBench: ['data/bench/x.ts', "import { readRealData } from '@tcgp/test-fixtures';"],
  fixturesInDevKit: ['dev-kit/src/testing/x.ts', "import { readRealData } from '@tcgp/test-fixtures';"],
};

let messages: Record<string, string[]> = {};
beforeAll(() => {
  const names = Object.keys(CASES);
  const input = JSON.stringify(names.map((n) => ({ file: CASES[n]![0], code: CASES[n]![1], onDisk: CASES[n]![2] === 'onDisk' })));
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-cases.mjs')], { input, encoding: 'utf8' });
  const results = JSON.parse(output) as string[][];
  messages = Object.fromEntries(names.map((n, i) => [n, results[i] ?? []]));
}, 120_000);

const refused = (name: keyof typeof CASES) => expect(messages[name]).not.toEqual([]);
const allowed = (name: keyof typeof CASES) => expect(messages[name]).toEqual([]);

describe('lint: package boundaries', () => {
  it('refuses deep imports into another package', () => {
    refused('deepContract');
    refused('deepLib');
    refused('relativeLib');
  });

  it('allows entry points, the style sheets @tcgp/ui exports and files of the same package', () => {
    allowed('contractEntry');
    allowed('dataApiEntry');
    allowed('controlsCss');
    allowed('tokensCss');
    allowed('ownFolder');
  });

  it('refuses other style sheets of a package', () => {
    refused('otherCss');
  });

  it('keeps remotes apart from each other and from the shell', () => {
    refused('remoteToRemote');
    refused('remoteToShell');
    refused('shellToRemote');
  });

  it("parts use the contract's copy of the i18n and store bindings (type imports are fine)", () => {
    refused('ownI18nBinding');
    refused('ownStoreToolkit');
    allowed('storeToolkitTypes');
    allowed('contractBindings');
  });

  it('keeps the contract and React out of the data pipeline, the payments service and their libraries; @tcgp/domain imports no package', () => {
    refused('contractInData');
    refused('contractInRules');
    refused('reactInCollection');
    refused('contractInPayments');
    refused('contractInBilling');
    allowed('domainInData');
    allowed('billingInPayments');
    refused('packageInDomain');
    allowed('ownFileInDomain');
  });

  it('inside a remote, pages compose features: a feature imports no page and no other feature, only features/shared', () => {
    refused('featureToPage');
    refused('featureToFeature');
    allowed('featureToShared');
    refused('sharedToFeature');
    allowed('pageToFeature');
    allowed('featureTestRendersPage');
  });

  it("keeps a remote's test doubles to its tests and its standalone host", () => {
    refused('doubleInProduction');
    allowed('doubleInTest');
    allowed('doubleInStandalone');
  });

  it('refuses an import cycle', () => {
    expect(messages.cycle).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('keeps dev-kit out of production code, and allows it in tests, test helpers and standalone hosts', () => {
    refused('devKitInPage');
    refused('devKitInShell');
    refused('devKitInLib');
    allowed('devKitInTest');
    allowed('devKitInStandalone');
    allowed('devKitInTestHelper');
  });

  it('keeps the real data of @tcgp/test-fixtures to tests, test helpers and benchmarks', () => {
    refused('fixturesInDemo');
    refused('fixturesInPipeline');
    refused('fixturesInRules');
    refused('fixturesInPage');
    refused('fixturesInShell');
    refused('fixturesByPath');
    allowed('fixturesInRulesTest');
    allowed('fixturesInDataTest');
    allowed('fixturesInBench');
    allowed('fixturesInDevKit');
  });
});
