import { create } from 'zustand';

interface UiState {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
}

/** UI-only state shared by the header and the layout: the hamburger menu sheet. */
export const useUiStore = create<UiState>((set) => ({
  menuOpen: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
}));
