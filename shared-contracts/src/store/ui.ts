import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { missingCardsSlice, replaceMissing } from './missingCards';

/** Global modals rendered by the account remote's modal host. */
export type ModalName = 'premium' | 'account' | 'contact';

export interface UiState {
  modal: ModalName | null;
  /**
   * "Show the full meta": the personal views (tier list, cards list, finder) show the published
   * ranking, as with no card missing, while the player's list stays as it is. Absent: false. Not saved.
   */
  fullMeta?: boolean;
}

const initialState: UiState = { modal: null, fullMeta: false };

/**
 * A change the player makes to the list shown (every action of the missing cards but a sync or a
 * cleanup): the personal view comes back with it.
 */
function editsTheList(action: UnknownAction): boolean {
  if (replaceMissing.match(action)) return action.payload.origin === 'user';
  return action.type.startsWith(`${missingCardsSlice.name}/`);
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    openModal(state, action: PayloadAction<ModalName>) {
      state.modal = action.payload;
    },
    closeModal(state) {
      state.modal = null;
    },
    /** true: the full meta instead of the personal view; false: the personal view again. */
    fullMetaShown(state, action: PayloadAction<boolean>) {
      state.fullMeta = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(editsTheList, (state) => {
      state.fullMeta = false;
    });
  },
  selectors: {
    selectModal: (state) => state.modal,
    selectFullMeta: (state) => state.fullMeta === true,
  },
});

export const { openModal, closeModal, fullMetaShown } = uiSlice.actions;
export const { selectModal, selectFullMeta } = uiSlice.selectors;
