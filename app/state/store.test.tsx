import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Provider, Store, atom, useAtomValue, useHydrateAtoms } from "./store";

describe("state store", () => {
  it("reads the initial value, sets values and updaters, and notifies only on change", () => {
    const store = new Store();
    const count = atom(1);
    const listener = vi.fn();
    store.subscribe(count, listener);
    expect(store.get(count)).toBe(1);
    store.set(count, 2);
    store.set(count, (previous) => previous + 3);
    expect(store.get(count)).toBe(5);
    expect(listener).toHaveBeenCalledTimes(2);
    store.set(count, 5);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("runs an action atom with get and set", () => {
    const store = new Store();
    const list = atom<string[]>([]);
    const push = atom(null, (get, set, item: string) => set(list, [...get(list), item]));
    push.write(store.get, store.set, "a");
    push.write(store.get, store.set, "b");
    expect(store.get(list)).toEqual(["a", "b"]);
  });

  it("hydrates an atom once per store, and each Provider has its own store", () => {
    const count = atom(0);
    function Show({ value }: { value: number }) {
      useHydrateAtoms([[count, value]]);
      return <>{useAtomValue(count)}</>;
    }
    const store = new Store();
    store.hydrate(count, 7);
    store.hydrate(count, 9);
    expect(store.get(count)).toBe(7);
    expect(renderToString(<Provider><Show value={3} /></Provider>)).toBe("3");
    expect(renderToString(<Provider><Show value={4} /></Provider>)).toBe("4");
  });
});
