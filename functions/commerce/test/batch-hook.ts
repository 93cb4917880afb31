/**
 * A D1 binding whose batches pass through `hook` first, the sessions it opens included: the
 * backend batches through the request's session (`withSession`, ADR 175), so a wrapper that
 * saw only the binding's own batches would see none. Tests count batches or spoil one with it.
 */
export type BatchHook = (
  statements: D1PreparedStatement[],
  queries: D1Database | D1DatabaseSession,
) => D1PreparedStatement[];

export function withBatchHook<Queries extends D1Database | D1DatabaseSession>(
  queries: Queries,
  hook: BatchHook,
): Queries {
  return new Proxy(queries, {
    get(target, property) {
      if (property === "batch") return (statements: D1PreparedStatement[]) => target.batch(hook(statements, target));
      if (property === "withSession" && "withSession" in target)
        return (start?: string) => withBatchHook(target.withSession(start), hook);
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
