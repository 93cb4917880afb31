/**
 * A per-isolate memo for pure work on content that repeats across requests (the page HTML
 * trees, the theme's CSS): a Worker isolate serves many requests one after another, so the
 * answer for the same input is computed once and reused (docs/decisions/170).
 *
 * Only for functions whose answer depends on nothing but the key (never on the request, the
 * session or the time), so a hit gives every request exactly what it would have computed. The
 * answer is deep-frozen: one request cannot change what the next one reads. Bounded by entries
 * and by the summed length of the keys; when either is reached the memo starts over (cheap, and
 * a shop has a handful of distinct templates and themes, far below the bounds).
 */
import { deepFreeze } from "../../functions/contract/deep-freeze";

export type IsolateMemo<V> = {
  /** The answer for `key`; `compute` (from what the key was made of) runs only on a miss. */
  get(key: string, compute: () => V): V;
  size(): number;
};

export function isolateMemo<V>({ maxEntries = 256, maxKeyChars = 4 * 1024 * 1024 } = {}): IsolateMemo<V> {
  const answers = new Map<string, V>();
  let keyChars = 0;
  return {
    get(key, compute) {
      const known = answers.get(key);
      if (known !== undefined || answers.has(key)) return known as V;
      const answer = deepFreeze(compute());
      // A key longer than the whole budget is computed but not kept.
      if (key.length > maxKeyChars) return answer;
      if (answers.size >= maxEntries || keyChars + key.length > maxKeyChars) {
        answers.clear();
        keyChars = 0;
      }
      answers.set(key, answer);
      keyChars += key.length;
      return answer;
    },
    size: () => answers.size,
  };
}
