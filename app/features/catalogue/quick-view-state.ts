/** The product shown in the quick-view dialog (its page path), or null when closed. */
import { atom } from "jotai";

export const quickViewAtom = atom<{ path: string; returnFocus: HTMLElement | null } | null>(null);
