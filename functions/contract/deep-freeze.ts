/**
 * Freezes a value and everything under it. A value kept per isolate and handed to every request
 * (the storefront's page trees and themes, the backend's page layout) is frozen, so one request
 * cannot change what the next one reads. A Map's or Set's entries are not reached.
 */
export function deepFreeze<V>(value: V): V {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
