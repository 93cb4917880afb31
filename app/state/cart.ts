/** The cart count shown in the head; mirrored to localStorage by the cart screens (issue #6). */
import { atom } from "jotai";

export const cartCountAtom = atom(0);
