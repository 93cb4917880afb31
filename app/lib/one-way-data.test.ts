/**
 * One way to reach the backend, read the request and fail (ADRs 151-153, 230): the language, the
 * upstream client and the session come from the load context (app/load-context.server.ts); every action's
 * failure is conform's reply from `failureReply`, shown by FormMessage. A route that makes its
 * own client, reads the session cookie, or answers a failure shape of its own fails here.
 */
import { describe, expect, it } from "vitest";
import { appFiles as files, filesUsing as using } from "./test/app-sources";

describe("the request's context", () => {
  it("is the only place loaders get the language, the upstream client and the session from", () => {
    expect(using(/\bgetUpstream\(/)).toEqual(["lib/upstream.server.ts", "load-context.server.ts"]);
    // The render falls back to resolving it only when there is no load context.
    expect(using(/\bresolveLanguage\(/)).toEqual(["entry.server.tsx"]);
    expect(using(/\bSESSION_COOKIE\b/)).toEqual(["lib/session-view.ts", "lib/upstream.server.ts"]);
  });
});

describe("an action's failure", () => {
  it("has one shape, made by failureReply", () => {
    expect(using(/\bok: false\b|\bdescribeFailure\b|\bActionFailure\b|auth-reply\.server/)).toEqual([]);
  });

  it("is shown by FormMessage; the other error boxes are a loader's outcome, not an action's", () => {
    // PaymentNotices shows the order's own payment failure, read by the loader.
    expect(using(/role="alert"/)).toEqual([
      "components/ui/FormMessage.tsx",
      "features/auth/SigninScreen.tsx",
      "features/auth/VerifyEmailScreen.tsx",
      "features/orders/PaymentNotices.tsx",
    ]);
  });
});

describe("screens", () => {
  it("never import a route or the root back", () => {
    const back = files.filter(
      (file) =>
        !file.path.startsWith("routes/") && /from "(~\/routes\/|~\/root"|\.\.?\/(\.\.\/)*root")/.test(file.text),
    );
    expect(back.map((file) => file.path)).toEqual([]);
  });
});
