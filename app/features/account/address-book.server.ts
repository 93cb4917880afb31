/**
 * The address book's loader and action (routes/user.address.tsx): the list, and save (adds with
 * no id, edits with one), set as default, or delete, which asks first. The fields and their rules
 * are checkout's (newAddressSchema). Everything posts with an intent, so it works without JavaScript.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadAccountPage } from "./account-data.server";
import { addressActionSchema, addressSaveSchema } from "./address-book-form";
import { userActionFailure } from "./user-action.server";

export const loadAddressBook = (args: LoaderFunctionArgs) =>
  loadAccountPage(args, (upstream) => upstream.call("address/list"));

export async function addressBookAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: addressActionSchema });
  const intent =
    submission.payload.intent === "delete" || submission.payload.intent === "setDefault"
      ? String(submission.payload.intent)
      : "save";
  if (submission.status !== "success")
    return data({ intent, result: submission.reply(), notice: null, confirmDelete: null }, { status: 422 });
  const value = submission.value;
  if (value.intent === "delete" && value.confirmed !== "yes")
    return { intent, result: submission.reply(), notice: null, confirmDelete: value.id };
  const upstream = context.upstream;
  try {
    if (value.intent === "delete") await upstream.call("address/delete", { id: value.id });
    else if (value.intent === "setDefault") await upstream.call("address/setDefault", { id: value.id });
    else {
      const { intent: _intent, area, apartment, ...address } = value;
      await upstream.call("address/save", { ...address, area: area || undefined, apartment: apartment || undefined });
    }
  } catch (error) {
    const failed = userActionFailure(intent, submission, error, Object.keys(addressSaveSchema.shape), {
      request,
      context,
    });
    return data({ ...failed.data, confirmDelete: null }, { status: failed.init?.status ?? 400 });
  }
  // Back to the plain list (an edit's ?edit= is done with), with what happened said once.
  const url = new URL(request.url);
  return redirect(`${url.pathname}?done=${value.intent}`);
}
