import { combineSlices, configureStore, createDynamicMiddleware, type CombinedSliceReducer } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { missingCardsSlice, selectShownMissingIds, type MissingCardsState } from './missingCards';
import { filtersSlice } from './filters';
import { followsSlice, type FollowsState } from './follows';
import { authSlice, type AuthState } from './auth';
import { entitlementsSlice, type EntitlementsState } from './entitlements';
import { selectFullMeta, uiSlice, type UiState } from './ui';
import type { CardId, DeckFilters } from '@tcgp/domain';

import type { LazyLoadedSlices } from '../index';

/**
 * The root reducer of the one store: the slices that cross parts. Remote slices and the data API
 * (`shared-contracts/data-api`, loaded with the first page that reads data) are injected lazily.
 */
export interface SharedState {
  missingCards: MissingCardsState;
  filters: DeckFilters;
  auth: AuthState;
  entitlements: EntitlementsState;
  ui: UiState;
  follows: FollowsState;
}

/** The state of the one store: the shared slices, and what parts injected (see LazyLoadedSlices). */
export type RootState = SharedState & Partial<LazyLoadedSlices>;
export type RootReducer = CombinedSliceReducer<SharedState, RootState>;

export const rootReducer: RootReducer = combineSlices(
  missingCardsSlice,
  filtersSlice,
  authSlice,
  entitlementsSlice,
  uiSlice,
  followsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

const NONE: readonly CardId[] = [];

/**
 * The missing cards a personal view (tier list, cards list, finder) computes with: none while the
 * player asked for the full meta, else the list shown ({@link selectShownMissingIds}). The player's
 * own list is never changed by the full meta.
 */
export function selectViewMissingIds(state: RootState): readonly CardId[] {
  return selectFullMeta(state) ? NONE : selectShownMissingIds(state);
}

/** Middleware added after the store exists (the data API's, remote listeners). One per page. */
export const dynamicMiddleware = createDynamicMiddleware<RootState>();

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        // The data files are large, immutable JSON: skip the dev-only deep checks on the data cache.
        serializableCheck: { ignoredPaths: ['dataApi'], warnAfter: 500 },
        immutableCheck: { ignoredPaths: ['dataApi'], warnAfter: 500 },
      }).concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
