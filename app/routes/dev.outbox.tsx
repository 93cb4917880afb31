/**
 * /dev/outbox: the latest mail and SMS the shop "sent" (features/auth/OutboxScreen.tsx,
 * outbox.server.ts); outside development there is no such page (404), and the page never reaches
 * a shared cache.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadOutbox } from "~/features/auth/outbox.server";
import { OutboxScreen } from "~/features/auth/OutboxScreen";

export const handle = { titleKey: "pages.outbox" };
export const loader = (args: LoaderFunctionArgs) => loadOutbox(args);
export const headers = () => ({ "cache-control": "no-store", "x-robots-tag": "noindex" });

export default function Screen() {
  return <OutboxScreen loaded={useLoaderData<typeof loader>()} />;
}
