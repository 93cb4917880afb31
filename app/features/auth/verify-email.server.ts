/** The verification link's loader (routes/auth.verify-email.tsx): the token is checked once. */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "~/lib/page.server";
import { UpstreamError } from "~/lib/envelope";

type Outcome = { verified: true } | { verified: false; message: string };

async function verify(args: LoaderFunctionArgs): Promise<Outcome> {
  const token = new URL(args.request.url).searchParams.get("token");
  if (!token) return { verified: false, message: "auth.verifyMissing" };
  try {
    await args.context.upstream.call("auth/verifyEmail", { token });
    return { verified: true };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { verified: false, message: error.message || "errors.verificationFailed" };
  }
}

export async function loadVerifyEmail(args: LoaderFunctionArgs) {
  const [page, outcome] = await Promise.all([loadPage(args), verify(args)]);
  return data(
    { ...page.data, outcome },
    { ...page.init, headers: { ...Object.fromEntries(new Headers(page.init?.headers)), "cache-control": "no-store" } },
  );
}
