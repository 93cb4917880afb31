/** The user center's loader (routes/user.center.tsx): the account's figures and its five latest orders. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadAccountPage } from "./account-data.server";
import { loadCenter } from "./account-screens.server";

export const loadUserCenter = (args: LoaderFunctionArgs) =>
  loadAccountPage(args, (upstream) => loadCenter(upstream, 5));
