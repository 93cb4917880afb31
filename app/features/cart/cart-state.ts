/**
 * The cart count shown in the head. The server renders it from the root loader, the atom is
 * seeded with the same number (no hydration mismatch), and the browser mirrors it to
 * localStorage for scripts and other tabs (never the source of truth: the backend is).
 */
import { atom } from "jotai";

export const cartCountAtom = atom(0);

export const CART_COUNT_STORAGE_KEY = "cartCount";
