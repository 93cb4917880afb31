/**
 * /dev/outbox's loader (routes/dev.outbox.tsx): the latest mail and SMS the shop "sent" (the local
 * transport keeps them in D1), read through the upstream client with the operator token of this
 * Worker's own env; outside development there is no such page (404).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";

export async function loadOutbox({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare?.env;
  if (!env || !context.developmentFeatures || !env.ADMIN_TOKEN) throw new Response("Not found", { status: 404 });
  const upstream = context.upstream;
  const to = new URL(request.url).searchParams.get("to")?.trim() || undefined;
  const messages = await upstream.call("admin/outbox", to ? { to } : {}, {
    authorization: `Bearer ${env.ADMIN_TOKEN}`,
  });
  return data({ page: null, messages }, { headers: { "cache-control": "no-store", "x-robots-tag": "noindex" } });
}
