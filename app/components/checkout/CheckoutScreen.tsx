import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import type { action } from "~/routes/checkout.$slug";
import type { loadCheckout } from "~/lib/checkout.server";
import { checkoutSchema } from "~/lib/forms/checkout";
import { useShop } from "~/lib/use-shop";
import { FieldError } from "~/components/ui/FieldError";
import { FormMessage } from "~/components/ui/FormMessage";
import { AddressFields, type AddressFieldName } from "./AddressFields";
import { MethodChoice } from "./MethodChoice";
import { OrderSummary } from "./OrderSummary";
import { CouponForm } from "./CouponForm";

export function CheckoutScreen() {
  const { info, idempotencyKey, couponError } = useLoaderData<typeof loadCheckout>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { signedIn } = useShop();
  const { t } = useTranslation();
  const hasSaved = info.addresses.length > 0;
  const [form, fields] = useForm({
    lastResult: result?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkoutSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // The union's "new" branch holds the address fields; conform exposes them on the same object.
  const addressFields = fields as unknown as Record<AddressFieldName, FieldMetadata<string>>;

  return (
    <section className="container mx-auto py-6">
      <h1 className="shop-title">{t("checkout.title")}</h1>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <Form method="post" {...getFormProps(form)} className="flex flex-col">
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <FormMessage errors={form.errors} />
          {!signedIn ? (
            <div className="flex flex-col">
              <label htmlFor={fields.email.id} className="font-semibold">
                {t("checkout.email")}
              </label>
              <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className="input w-full max-w-md" />
              <FieldError id={fields.email.errorId} errors={fields.email.errors} />
            </div>
          ) : null}
          <fieldset className="mt-4">
            <legend className="font-semibold">{t("checkout.address")}</legend>
            {info.addresses.map((address, index) => (
              <label key={address.id} className="mt-2 flex items-start gap-3 rounded-box border border-base-300 p-3">
                <input type="radio" name="addressChoice" value="saved" defaultChecked={index === 0} className="radio radio-sm mt-1" />
                <input type="hidden" name="addressId" value={String(address.id)} disabled={index !== 0} />
                <span>
                  {address.firstName} {address.lastName}, {address.address}, {address.city}, {address.country}
                </span>
              </label>
            ))}
            {hasSaved ? (
              <label className="mt-2 flex items-center gap-3">
                <input type="radio" name="addressChoice" value="new" className="radio radio-sm" />
                {t("checkout.newAddress")}
              </label>
            ) : (
              <input type="hidden" name="addressChoice" value="new" />
            )}
            <div className="mt-3">
              <AddressFields fields={addressFields} />
            </div>
          </fieldset>
          <MethodChoice legend={t("checkout.shipping")} name="shippingMethodId" methods={info.shippingMethods} defaultValue={info.shippingMethodId ?? undefined} emptyKey="errors.noShipping" errorId={fields.shippingMethodId.errorId} errors={fields.shippingMethodId.errors} />
          <MethodChoice legend={t("checkout.payment")} name="paymentMethodId" methods={info.paymentMethods} emptyKey="errors.noPayment" errorId={fields.paymentMethodId.errorId} errors={fields.paymentMethodId.errors} />
          <input type="hidden" name="couponCode" value={info.couponCode ?? ""} />
          <FieldError id={fields.couponCode.errorId} errors={fields.couponCode.errors} />
          <div className="flex flex-col">
            <label htmlFor={fields.remark.id} className="font-semibold">
              {t("checkout.remark")}
            </label>
            <textarea {...getInputProps(fields.remark, { type: "text" })} maxLength={500} rows={2} className="textarea w-full" />
            <FieldError id={fields.remark.errorId} errors={fields.remark.errors} />
          </div>
          <button type="submit" className="btn btn-primary mt-4 self-start" disabled={navigation.state === "submitting" || info.shippingMethods.length === 0 || info.paymentMethods.length === 0}>
            {t("checkout.placeOrder")}
          </button>
        </Form>
        <div className="flex flex-col gap-4">
          <OrderSummary items={info.items} totals={info} />
          <CouponForm applied={info.couponCode ?? ""} error={couponError} />
        </div>
      </div>
    </section>
  );
}
