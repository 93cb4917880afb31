/**
 * How the backend reaches open sockets (docs/decisions/055). A signed-in tab's socket lives in
 * its user's Durable Object ("user:<id>"), a visitor's in the visitor's ("visitor:<id>"), so a
 * push names one object and never needs a lookup table. Pushing is best effort: a missing
 * binding (a backend run without the Worker, e.g. the commerce tests) or an unreachable object
 * never fails the call that changed something; the page shows the truth on its next load.
 *
 * The backend gets these as its `realtime` capability (socketPushes, handed in by upstream.ts):
 *   await ctx.realtime.toUser(userId, { type: "return.updated", data: { returnNo, status } });
 */
import type { Realtime, SocketMessage } from "../../commerce";

export type { SocketMessage };

type SocketEnv = { VISITOR_SOCKET?: DurableObjectNamespace };

export const userSocketName = (userId: number | string) => `user:${userId}`;
export const visitorSocketName = (visitorId: string) => `visitor:${visitorId}`;

async function push(env: SocketEnv, name: string, message: SocketMessage): Promise<boolean> {
  const namespace = env.VISITOR_SOCKET;
  if (!namespace) return false;
  try {
    const stub = namespace.get(namespace.idFromName(name));
    const answer = await stub.fetch("https://socket/push", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(message),
    });
    return answer.ok;
  } catch (error) {
    console.error("socket push failed", name, message.type, error);
    return false;
  }
}

/** Every open tab of a signed-in customer. */
export function pushToUser(env: SocketEnv, userId: number | string, message: SocketMessage): Promise<boolean> {
  return push(env, userSocketName(userId), message);
}

/** Every open tab of one visitor (signed out), e.g. the desktop waiting on a QR ticket. */
export function pushToVisitor(env: SocketEnv, visitorId: string, message: SocketMessage): Promise<boolean> {
  return push(env, visitorSocketName(visitorId), message);
}

/** The pushes the backend may make during a request, over this environment's socket objects. */
export function socketPushes(env: SocketEnv): Realtime {
  return {
    toUser: (userId, message) => pushToUser(env, userId, message),
    toVisitor: (visitorId, message) => pushToVisitor(env, visitorId, message),
  };
}
