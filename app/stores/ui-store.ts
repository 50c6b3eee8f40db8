import { create } from 'zustand';

interface UiState {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  /**
   * The member chose Sign Out: members' screens must not greet that as an expired session
   * ('You are logged out. Logging in again...') while the app leaves for the home page.
   */
  signingOut: boolean;
  setSigningOut: (signingOut: boolean) => void;
}

/** UI-only state shared by the header and the layout: the menu sheet, a sign-out under way. */
export const useUiStore = create<UiState>((set) => ({
  menuOpen: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  signingOut: false,
  setSigningOut: (signingOut) => set({ signingOut }),
}));
