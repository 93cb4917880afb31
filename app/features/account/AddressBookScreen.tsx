/**
 * The address book (routes/user.address.tsx): the list with Edit, Set as default and Delete
 * (which asks "Are you sure you want to delete it?" first), and one form that adds (no id) or
 * edits (?edit=<id>).
 */
import { Form, Link, useLocation, useNavigation, type useActionData, type useLoaderData } from "@remix-run/react";
import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { AppScreen } from "~/components/page/AppScreen";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { FormMessage } from "~/components/ui/FormMessage";
import { AddressFields, type AddressFieldName } from "~/features/checkout/AddressFields";
import type { addressBookAction, loadAddressBook } from "./address-book.server";
import { addressSaveSchema } from "./address-book-form";
import { UserNav } from "./UserNav";

const DONE: Record<string, string> = {
  save: "address.saved",
  delete: "address.deleted",
  setDefault: "address.defaultSet",
};

type AddressBookScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadAddressBook>>;
  answer: ReturnType<typeof useActionData<typeof addressBookAction>>;
};

export function AddressBookScreen({ loaded, answer: actionData }: AddressBookScreenProps) {
  const { screen: addresses } = loaded;
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
