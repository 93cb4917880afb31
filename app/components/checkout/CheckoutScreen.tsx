import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import type { CheckoutActionData, CheckoutQuote, loadCheckout } from "~/lib/checkout.server";
import { checkoutSchema, FORM_NAMES } from "~/lib/forms/checkout";
import { useShop } from "~/lib/use-shop";
import { FieldError } from "~/components/ui/FieldError";
import { FormMessage } from "~/components/ui/FormMessage";
import type { AddressFieldName } from "./AddressFields";
import { AddressChoice } from "./AddressChoice";
import { MethodChoice } from "./MethodChoice";
import { OrderSummary } from "./OrderSummary";
import { CouponForm } from "./CouponForm";

/** The fields whose change asks for a new quote (address, country, shipping method). */
const PRICED = new Set([FORM_NAMES.address, FORM_NAMES.country, FORM_NAMES.shipping]);
/**
 * Changes this close together make one quote: typing "United States" into the country list moves
 * the selection letter by letter, and a quote per letter would only abort the one before it.
 */
const QUOTE_SETTLE_MS = 250;

/** The radio the quote was made for: a saved address's id, else "new". */
function chosenAddress({ info, choice }: CheckoutQuote): string {
  if (choice.addressId !== undefined) return String(choice.addressId);
  if (choice.country || info.addressId === null) return "new";
  return String(info.addressId);
}

type CheckoutScreenProps = {
  /** The checkout route's loader data (lib/checkout.server.ts `loadCheckout`). */
  loaded: ReturnType<typeof useLoaderData<typeof loadCheckout>>;
  /** The checkout action's answer after a post without JavaScript. */
  answer: CheckoutActionData | undefined;
};

export function CheckoutScreen({ loaded, answer: result }: CheckoutScreenProps) {
  // A re-quote with JavaScript stays on the page: the screen's own fetcher posts to the same action.
  const fetcher = useFetcher<CheckoutActionData>();
  const navigation = useNavigation();
  const { signedIn } = useShop();
  const { t } = useTranslation();
  // The latest quote: a change with JavaScript (fetcher), "Update totals" without, else the page's.
  const quote: CheckoutQuote = fetcher.data?.quote ?? result?.quote ?? loaded;
  const { info, couponError } = quote;
  const [chosen, setChosen] = useState(() => chosenAddress(quote));
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const [form, fields] = useForm({
    lastResult: result?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkoutSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // The union's "new" branch holds the address fields; conform exposes them on the same object.
  const addressFields = fields as unknown as Record<AddressFieldName | "addressChoice", FieldMetadata<string>>;

  const pendingQuote = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(pendingQuote.current), []);
  const requote = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (!PRICED.has(target.name)) return;
    if (target.name === FORM_NAMES.address) setChosen(target.value);
    const formElement = event.currentTarget;
    const quote = () => {
      const formData = new FormData(formElement);
      // Switching to "A new address" enables its fields only on the next render: read the country itself.
      const country = formElement.elements.namedItem(FORM_NAMES.country);
      if (country instanceof HTMLSelectElement) formData.set(FORM_NAMES.country, country.value);
      formData.set("intent", "quote");
      fetcher.submit(formData, { method: "post" });
    };
    clearTimeout(pendingQuote.current);
    // A radio changes once per choice; the country list changes with every letter typed into it.
    if (target instanceof HTMLSelectElement) pendingQuote.current = setTimeout(quote, QUOTE_SETTLE_MS);
    else quote();
  };
  // Submitting the form (place order, or "Update totals") supersedes a quote still waiting to go.
  const formProps = getFormProps(form);
  const placeOrQuote = (event: FormEvent<HTMLFormElement>) => {
    clearTimeout(pendingQuote.current);
    formProps.onSubmit(event);
  };
  const methodsKey = info.shippingMethods.map((method) => method.id).join();
  const keep = {
    address: chosen,
    shipping: info.shippingMethodId ?? "",
    ...(chosen === "new" && quote.choice.country ? { country: quote.choice.country } : {}),
  };

  return (
    <section className="container mx-auto py-6">
      <h1 className="shop-title">{t("checkout.title")}</h1>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <Form method="post" {...formProps} onChange={requote} onSubmit={placeOrQuote} className="flex flex-col">
          <input type="hidden" name="idempotencyKey" value={loaded.idempotencyKey} />
          <FormMessage errors={form.errors} />
          {!signedIn ? (
            <div className="flex flex-col">
              <label htmlFor={fields.email.id} className="font-semibold">
                {t("checkout.email")}
              </label>
              <input
                {...getInputProps(fields.email, { type: "email" })}
                autoComplete="email"
                className="input w-full max-w-md"
              />
              <FieldError id={fields.email.errorId} errors={fields.email.errors} />
            </div>
          ) : null}
          <AddressChoice
            addresses={info.addresses}
            chosen={chosen}
            interactive={interactive}
            choiceField={addressFields.addressChoice}
            fields={addressFields}
          />
          <MethodChoice
            key={methodsKey}
            legend={t("checkout.shipping")}
            name="shippingMethodId"
            methods={info.shippingMethods}
            defaultValue={info.shippingMethodId ?? undefined}
            emptyKey="errors.noShipping"
            errorId={fields.shippingMethodId.errorId}
            errors={fields.shippingMethodId.errors}
          />
          {interactive ? null : (
            // Without JavaScript the totals follow the choices through this round trip; it is the
            // form's default button, so Enter re-prices rather than places the order.
            <button
              type="submit"
              name="intent"
              value="quote"
              formNoValidate
              className="btn mt-3 self-start btn-outline"
            >
              {t("checkout.updateTotals")}
            </button>
          )}
          <MethodChoice
            legend={t("checkout.payment")}
            name="paymentMethodId"
            methods={info.paymentMethods}
            defaultValue={
              typeof fields.paymentMethodId.initialValue === "string" ? fields.paymentMethodId.initialValue : undefined
            }
            emptyKey="errors.noPayment"
            errorId={fields.paymentMethodId.errorId}
            errors={fields.paymentMethodId.errors}
          />
          <input type="hidden" name="couponCode" value={info.couponCode ?? ""} />
          <FieldError id={fields.couponCode.errorId} errors={fields.couponCode.errors} />
          <div className="flex flex-col">
            <label htmlFor={fields.remark.id} className="font-semibold">
              {t("checkout.remark")}
            </label>
            <textarea
              {...getInputProps(fields.remark, { type: "text" })}
              maxLength={500}
              rows={2}
              className="textarea w-full"
            />
            <FieldError id={fields.remark.errorId} errors={fields.remark.errors} />
          </div>
          <button
            type="submit"
            name="intent"
            value="place"
            className="btn mt-4 self-start btn-primary"
            disabled={
              navigation.state === "submitting" || info.shippingMethods.length === 0 || info.paymentMethods.length === 0
            }
          >
            {t("checkout.placeOrder")}
          </button>
        </Form>
        <div className="flex flex-col gap-4" aria-busy={fetcher.state !== "idle"}>
          <OrderSummary items={info.items} totals={info} />
          <CouponForm applied={info.couponCode ?? ""} error={couponError} keep={keep} />
        </div>
      </div>
    </section>
  );
}
