/**
 * The order page's after-sales actions: the application (quote first, then apply; the backend
 * computes the refund) and the refund of an order not yet shipped. Backend field messages name
 * the lines it was sent (`items.0.quantity`); they are mapped back to the form's rows.
 */
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { failureReply } from "../../lib/action-failure.server";
import type { UpstreamError } from "../../lib/envelope";
import { uploadImages } from "../account/uploads.server";
import type { CallOutput } from "../../../functions/contract/calls";
import { chosenLines, MAX_RETURN_IMAGES, orderRefundSchema, returnApplySchema } from "./return-forms";

/** What return/quote answers, as the generated contract types it. */
export type ReturnQuote = CallOutput<"return/quote">;

/** The backend's `items.<n>.<field>` names are the n-th chosen line; the form's rows are all lines. */
function formFieldErrors(fields: Record<string, string>, formIndex: number[]): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => {
      const match = name.match(/^items\.(\d+)\.(\w+)$/);
      const field = match
        ? `items[${formIndex[Number(match[1])] ?? 0}].${match[2]}`
        : name.startsWith("images")
          ? "files"
          : name;
      return [field, [message]];
    }),
  );
}

export async function returnApplyAction(args: ActionFunctionArgs, formData: FormData) {
  const { request, context, params } = args;
  const submission = parseWithZod(formData, { schema: returnApplySchema });
  if (submission.status !== "success")
    return data(
      { kind: "apply" as const, result: submission.reply(), quote: null, images: [] as string[] },
      { status: 422 },
    );
  const form = submission.value;
  if (form.images.length + form.files.length > MAX_RETURN_IMAGES) {
    return data(
      {
        kind: "apply" as const,
        result: submission.reply({ fieldErrors: { files: ["upload.tooMany"] } }),
        quote: null,
        images: form.images,
      },
      { status: 422 },
    );
  }
  const { items, formIndex } = chosenLines(form);
  const upstream = context.upstream;
  const orderNo = params.slug ?? "";
  // Pictures are uploaded at once, also for a quote, so the next submit carries their URLs.
  let images = form.images;
  try {
    images = [...form.images, ...(await uploadImages(upstream, form.files, "files"))];
    if (form.intent === "quote") {
      const quote = await upstream.call("return/quote", { orderNo, items, applyType: form.applyType });
      return { kind: "apply" as const, result: submission.reply(), quote, images };
    }
    const { returnNo } = await upstream.call("return/apply", {
      orderNo,
      items,
      applyType: form.applyType,
      applyDesc: form.applyDesc,
      images,
    });
    // The return's page sits beside the order's under the same user base and language prefix.
    const url = new URL(request.url);
    return redirect(url.pathname.replace(/\/order\/[^/]+\/?$/, `/return/${encodeURIComponent(returnNo)}`));
  } catch (error) {
    const { result: failed, status } = failureReply(error, args);
    // The form's message is the first thing said; the line messages go beside their rows.
    const formErrors = (failed.error?.[""] ?? []).slice(0, 1);
    const result = submission.reply({
      fieldErrors: formFieldErrors((error as UpstreamError).fields ?? {}, formIndex),
      formErrors,
    });
    return data({ kind: "apply" as const, result, quote: null, images }, { status });
  }
}

export async function orderRefundAction(args: ActionFunctionArgs, formData: FormData) {
  const { context, params } = args;
  const submission = parseWithZod(formData, { schema: orderRefundSchema });
  if (submission.status !== "success")
    return data({ kind: "refund" as const, result: submission.reply() }, { status: 422 });
  const upstream = context.upstream;
  try {
    await upstream.call("order/refund", { orderNo: params.slug ?? "", reason: submission.value.reason });
    return { kind: "refund" as const, result: submission.reply({ resetForm: true }), done: true };
  } catch (error) {
    const { result: failed, status } = failureReply(error, args);
    const fields = (error as UpstreamError).fields ?? {};
    const fieldErrors = Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, [message]]));
    return data(
      {
        kind: "refund" as const,
        result: submission.reply({ fieldErrors, formErrors: (failed.error?.[""] ?? []).slice(0, 1) }),
      },
      { status },
    );
  }
}
