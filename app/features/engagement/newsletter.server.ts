/**
 * The newsletter's loader and action (routes/newsletter.tsx): the page, the action behind the
 * footer form, and the mailed links: `?confirm=<token>` and `?unsubscribe=<token>` post the token
 * back (a mail scanner opening the link changes nothing).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadPage } from "~/lib/page.server";
import { failureReply, formError } from "~/lib/action-failure.server";
import { newsletterSchema, newsletterTokenSchema } from "./newsletter-form";

export type LinkIntent = { intent: "confirm" | "unsubscribe"; token: string } | null;

export async function loadNewsletter(args: LoaderFunctionArgs) {
  const page = await loadPage(args);
  const params = new URL(args.request.url).searchParams;
  const link: LinkIntent = params.get("confirm")
    ? { intent: "confirm", token: params.get("confirm")! }
    : params.get("unsubscribe")
      ? { intent: "unsubscribe", token: params.get("unsubscribe")! }
      : null;
  return data({ ...page.data, link }, page.init ?? undefined);
}

export async function newsletterAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const formData = await request.formData();
  const upstream = context.upstream;
  if (formData.has("intent")) {
    const submission = parseWithZod(formData, { schema: newsletterTokenSchema });
    if (submission.status !== "success")
      return data({ kind: "link" as const, result: formError("newsletter.linkInvalid"), done: null }, { status: 422 });
    try {
      await upstream.call(`newsletter/${submission.value.intent}`, { token: submission.value.token });
      return { kind: "link" as const, result: null, done: submission.value.intent };
    } catch (error) {
      return data({ kind: "link" as const, result: failureReply(error, args).result, done: null }, { status: 400 });
    }
  }
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success")
    return data({ kind: "subscribe" as const, result: submission.reply(), sent: null }, { status: 422 });
  try {
    await upstream.call("newsletter/subscribe", submission.value);
    return { kind: "subscribe" as const, result: submission.reply({ resetForm: true }), sent: submission.value.email };
  } catch (error) {
    const { result, status } = failureReply(error, args, { submission, fields: ["email"] });
    return data({ kind: "subscribe" as const, result, sent: null }, { status: status === 429 ? 429 : 422 });
  }
}
