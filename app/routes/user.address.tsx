/**
 * The address book: the list with Edit, Set as default and Delete (which asks "Are you sure you
 * want to delete it?" first), and one form that adds (no id) or edits (?edit=<id>). The fields
 * and their rules are checkout's (newAddressSchema). Everything posts to this action with an
 * intent, so it all works without JavaScript.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadAccountPage } from "~/features/account/account-data.server";
import { addressActionSchema, addressSaveSchema } from "~/features/account/address-book-form";
import { userActionFailure } from "~/features/account/user-action.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { AppScreen } from "~/components/page/AppScreen";
import { FormMessage } from "~/components/ui/FormMessage";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { AddressFields, type AddressFieldName } from "~/features/checkout/AddressFields";
import { UserNav } from "~/features/account/UserNav";

export const loader = (args: LoaderFunctionArgs) => loadAccountPage(args, (upstream) => upstream.call("address/list"));
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userAddress" };

export async function action({ request, context }: ActionFunctionArgs) {
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

const DONE: Record<string, string> = {
  save: "address.saved",
  delete: "address.deleted",
  setDefault: "address.defaultSet",
};

export default function Screen() {
  const { screen: addresses } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const { search, pathname } = useLocation();
  const busy = useNavigation().state === "submitting";
  const params = new URLSearchParams(search);
  const editing = addresses.find((address) => String(address.id) === params.get("edit"));
  const done = DONE[params.get("done") ?? ""];
  const saveReply = actionData?.intent === "save" ? actionData.result : undefined;
  const [form, fields] = useForm({
    id: `address-form-${editing?.id ?? "new"}`,
    lastResult: saveReply,
    defaultValue: editing
      ? {
          ...editing,
          id: String(editing.id),
          area: editing.area ?? "",
          apartment: editing.apartment ?? "",
          isDefault: editing.isDefault ? "on" : undefined,
        }
      : { countryCode: "+1" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addressSaveSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const listError = actionData && actionData.intent !== "save" ? actionData.result.error?.[""] : undefined;
  return (
    <AppScreen titleKey="pages.userAddress">
      <UserNav />
      {done ? (
        <p role="status" className="mt-4 alert alert-success">
          {t(done)}
        </p>
      ) : null}
      <FormMessage errors={listError ?? undefined} />
      {actionData?.confirmDelete ? (
        <ConfirmDialog
          id="delete-question"
          intent="delete"
          itemId={actionData.confirmDelete}
          question={t("confirm.delete")}
          yes={t("address.confirmDelete")}
          keep={t("address.keep")}
          keepTo={pathname}
        />
      ) : null}
      {addresses.length === 0 ? <p className="shop-desc mt-4">{t("address.empty")}</p> : null}
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {addresses.map((address) => (
          <li key={address.id} className="rounded-box border border-base-300 p-4" data-address-id={address.id}>
            <p className="font-semibold">
              {address.firstName} {address.lastName}
              {address.isDefault ? <span className="ml-2 badge badge-primary">{t("address.default")}</span> : null}
            </p>
            <p className="text-sm">
              {[
                address.address,
                address.apartment,
                address.area,
                address.city,
                address.province,
                address.postalCode,
                address.country,
              ]
                .filter(Boolean)
                .join(", ")}
            </p>
            <p className="text-sm">
              {address.countryCode} {address.phone}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Link
                to={`?edit=${address.id}`}
                className="btn btn-sm"
                aria-label={`${t("address.edit")}: ${address.firstName} ${address.lastName}, ${address.address}`}
              >
                {t("address.edit")}
              </Link>
              {!address.isDefault ? (
                <Form method="post">
                  <input type="hidden" name="id" value={address.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="setDefault"
                    className="btn btn-ghost btn-sm"
                    disabled={busy}
                  >
                    {t("address.setDefault")}
                  </button>
                </Form>
              ) : null}
              <Form method="post">
                <input type="hidden" name="id" value={address.id} />
                <button
                  type="submit"
                  name="intent"
                  value="delete"
                  className="btn btn-outline btn-error btn-sm"
                  disabled={busy}
                >
                  {t("address.delete")}
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
      <section aria-labelledby="address-form-heading" className="mt-8 max-w-2xl">
        <h2 id="address-form-heading" className="font-semibold">
          {editing ? t("address.editHeading") : t("address.addHeading")}
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-2 flex flex-col gap-2">
          <FormMessage id={form.errorId} errors={form.errors} />
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <AddressFields fields={fields as unknown as Record<AddressFieldName, FieldMetadata<string>>} />
          <label className="flex items-center gap-2 text-sm">
            <input
              {...getInputProps(fields.isDefault, { type: "checkbox" })}
              key={fields.isDefault.key}
              className="checkbox checkbox-sm"
            />
            {t("address.makeDefault")}
          </label>
          <div className="flex gap-2">
            <button type="submit" name="intent" value="save" className="btn btn-primary" disabled={busy}>
              {t("address.save")}
            </button>
            {editing ? (
              <Link to={pathname} className="btn btn-ghost">
                {t("address.cancelEdit")}
              </Link>
            ) : null}
          </div>
        </Form>
      </section>
    </AppScreen>
  );
}
