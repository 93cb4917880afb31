/** Toasts and the code-10 dialog (docs/api.md "Envelope and codes"): what the shopper is being told right now. */
import { atom } from "jotai";
import { TOAST_DURATION_MS } from "~/lib/constants";

export type Toast = { id: number; kind: "error" | "success" | "info"; text: string; durationMs: number };

export const toastsAtom = atom<Toast[]>([]);
export const dialogAtom = atom<string | null>(null);

let nextId = 1;

export const showToastAtom = atom(
  null,
  (_get, set, toast: { kind?: Toast["kind"]; text: string; durationMs?: number }) => {
    const id = nextId++;
    const entry: Toast = {
      id,
      kind: toast.kind ?? "error",
      text: toast.text,
      durationMs: toast.durationMs ?? TOAST_DURATION_MS,
    };
    set(toastsAtom, (list) => [...list, entry]);
    setTimeout(() => set(toastsAtom, (list) => list.filter((item) => item.id !== id)), entry.durationMs);
  },
);
