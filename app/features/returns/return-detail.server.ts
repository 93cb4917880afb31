/**
 * One after-sales application's loader and action (routes/user.return.$slug.tsx): the application,
 * and cancelling it while it waits (asked first) or sending the logistics of the goods sent back.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { failureReply } from "~/lib/action-failure.server";
import type { UpstreamError } from "~/lib/envelope";
import { loadAccountPage } from "~/features/account/account-data.server";
import { returnActionSchema } from "./return-forms";

export const loadReturnDetail = (args: LoaderFunctionArgs) =>
  loadAccountPage(args, (upstream) => upstream.call("return/detail", { returnNo: args.params.slug ?? "" }));

export async function returnDetailAction(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  const submission = parseWithZod(await request.formData(), { schema: returnActionSchema });
  if (submission.status !== "success")
    return data({ notice: null, confirming: false, result: submission.reply() }, { status: 422 });
  const intent = submission.value;
  if (intent.intent === "cancel" && intent.confirmed !== "yes")
    return { notice: null, confirming: true, result: undefined };
  const upstream = context.upstream;
  const returnNo = params.slug ?? "";
  try {
    if (intent.intent === "cancel") await upstream.call("return/cancel", { returnNo });
    else
      await upstream.call("return/logistics", {
        returnNo,
        logisticsCompany: intent.logisticsCompany,
        logisticsNo: intent.logisticsNo,
      });
    return { notice: "returns.done", confirming: false, result: submission.reply({ resetForm: true }) };
  } catch (error) {
    const { result: failed, status } = failureReply(error, args);
    const fields = (error as UpstreamError).fields ?? {};
    const fieldErrors = Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, [message]]));
    return data(
      {
        notice: null,
        confirming: false,
        result: submission.reply({ fieldErrors, formErrors: (failed.error?.[""] ?? []).slice(0, 1) }),
      },
      { status },
    );
  }
}
