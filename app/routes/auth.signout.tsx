/**
 * Sign-out (POST only, from the account menu; features/auth/sign-out.server.ts). The menu's form
 * reloads the document, and clears the localStorage mirror and the wish list before it goes.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { signOutAction, signOutLoader } from "~/features/auth/sign-out.server";

export const loader = (args: ActionFunctionArgs) => signOutLoader(args);
export const action = (args: ActionFunctionArgs) => signOutAction(args);
