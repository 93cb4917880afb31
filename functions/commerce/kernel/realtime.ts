/**
 * How the backend tells open tabs that something changed (docs/decisions/055): a capability the
 * Worker hands the backend with each request (functions/commerce/index.ts `fetch`'s options), so
 * the backend needs no Worker code. Pushing is best effort: without it (a backend run without the
 * Worker, e.g. the commerce tests, or a route request) nothing is pushed and the call that changed
 * something still succeeds; the page shows the truth on its next load.
 *
 *   await ctx.realtime.toUser(userId, { type: "return.updated", data: { returnNo, status } });
 */
export type SocketMessage = { type: string; data?: unknown };

export type Realtime = {
  /** Every open tab of a signed-in customer; false when it could not be delivered. */
  toUser(userId: number | string, message: SocketMessage): Promise<boolean>;
  /** Every open tab of one visitor (signed out), e.g. the desktop waiting on a QR ticket. */
  toVisitor(visitorId: string, message: SocketMessage): Promise<boolean>;
};

/** No sockets to reach: every push answers false. */
export const NO_REALTIME: Realtime = {
  toUser: () => Promise.resolve(false),
  toVisitor: () => Promise.resolve(false),
};
