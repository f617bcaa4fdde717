import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { missingCardsSlice } from './missingCards';
import { filtersSlice } from './filters';
import { authSlice } from './auth';
import { entitlementsSlice } from './entitlements';
import { uiSlice } from './ui';
import { dataApi } from '../data/api';

/**
 * Remotes that inject their own slices declare them here by module augmentation:
 *   declare module 'shared-contracts' { interface LazyLoadedSlices { deckFinder: DeckFinderState } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The root reducer of the one store: shared slices + the data API, remote slices injected lazily. */
export const rootReducer = combineSlices(
  missingCardsSlice,
  filtersSlice,
  authSlice,
  entitlementsSlice,
  uiSlice,
  dataApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootReducer = typeof rootReducer;
export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    // The data files are large, immutable JSON: skip the dev-only deep checks on the data cache.
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredPaths: [dataApi.reducerPath], warnAfter: 500 },
        immutableCheck: { ignoredPaths: [dataApi.reducerPath], warnAfter: 500 },
      }).concat(dataApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
