import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Global modals rendered by the account remote's modal host. */
export type ModalName = 'premium' | 'account' | 'contact';

export interface UiState {
  modal: ModalName | null;
}

const initialState: UiState = { modal: null };

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
  },
  selectors: {
    selectModal: (state) => state.modal,
  },
});

export const { openModal, closeModal } = uiSlice.actions;
export const { selectModal } = uiSlice.selectors;
