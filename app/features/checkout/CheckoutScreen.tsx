import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useFetcher, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import type { CheckoutActionData, CheckoutQuote, loadCheckout } from "~/features/checkout/checkout.server";
import { checkoutSchema, couponToKeep, FORM_NAMES } from "~/features/checkout/checkout-form";
import { useShop } from "~/lib/use-shop";
import { FieldError } from "~/components/ui/FieldError";
import { FormMessage } from "~/components/ui/FormMessage";
import type { AddressFieldName } from "./AddressFields";
import { AddressChoice } from "./AddressChoice";
import { MethodChoice } from "./MethodChoice";
import { OrderSummary } from "./OrderSummary";
import { CouponBox } from "./CouponBox";
import { useShownQuote } from "./use-shown-quote";

/** The fields whose change asks for a new quote (address, country, shipping method). */
const PRICED = new Set([FORM_NAMES.address, FORM_NAMES.country, FORM_NAMES.shipping]);
/** The buttons that only re-price the form: with JavaScript the screen's fetcher posts them. */
const REPRICE = new Set(["quote", "removeCoupon"]);
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

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

type CheckoutScreenProps = {
  /** The checkout route's loader data (features/checkout/checkout.server.ts `loadCheckout`). */
  loaded: ReturnType<typeof useLoaderData<typeof loadCheckout>>;
  /** The checkout action's answer after a post (without JavaScript, or "Place order" with it). */
  answer: CheckoutActionData | undefined;
};

/**
 * One form laid out in three blocks: the entries, the summary with the coupon box, and "Place
 * order". On a phone they stack in that order, so the totals and the coupon come before the
 * button; from `lg` the summary is a column of its own beside the other two.
 */
export function CheckoutScreen({ loaded, answer: result }: CheckoutScreenProps) {
  // A re-quote with JavaScript stays on the page: the screen's own fetcher posts to the same action.
  const fetcher = useFetcher<CheckoutActionData>();
  const navigation = useNavigation();
  const { search } = useLocation();
  const { signedIn } = useShop();
  const { t } = useTranslation();
  const quote = useShownQuote(loaded, result, fetcher.data, search);
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
  const initial = (form.initialValue ?? {}) as Record<string, unknown>;

  // A total that changed under the shopper's "Place order" is said beside the button, and focused there.
  const placeMessage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const alert = result?.requoted ? placeMessage.current?.querySelector<HTMLElement>("[role=alert]") : null;
    if (!alert) return;
    alert.tabIndex = -1;
    alert.focus();
  }, [result]);

  const pendingQuote = useRef<ReturnType<typeof setTimeout>>();
  // Read when a quote is sent (a country's quote waits a moment): the latest render's coupon.
  const keptCoupon = useRef("");
  keptCoupon.current = couponToKeep(info.couponCode, fetcher.formData);
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
      // A change keeps the coupon the totals include (or an Apply on its way asks for); a code
      // still being typed waits for Apply.
      formData.set(FORM_NAMES.coupon, keptCoupon.current);
      formData.set("intent", "quote");
      fetcher.submit(formData, { method: "post" });
    };
    clearTimeout(pendingQuote.current);
    // A radio changes once per choice; the country list changes with every letter typed into it.
    if (target instanceof HTMLSelectElement) pendingQuote.current = setTimeout(quote, QUOTE_SETTLE_MS);
    else quote();
  };
  const formProps = getFormProps(form);
  // Submitting supersedes a quote still waiting to go; a re-pricing button posts through the fetcher.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    clearTimeout(pendingQuote.current);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : "";
    if (submitter?.getAttribute("name") === "intent" && REPRICE.has(intent)) {
      event.preventDefault();
      fetcher.submit(new FormData(event.currentTarget, submitter), { method: "post" });
      return;
    }
    formProps.onSubmit(event);
  };
  const methodsKey = info.shippingMethods.map((method) => method.id).join();
  const couponMessage = couponError ?? fields.couponCode.errors?.[0] ?? null;

  return (
    <section className="container mx-auto py-6">
      <h1 className="shop-title">{t("checkout.title")}</h1>
      <Form
        method="post"
        {...formProps}
        onChange={requote}
        onSubmit={submit}
        preventScrollReset
        className="mt-4 grid gap-x-8 gap-y-4 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_1fr]"
      >
        <div className="flex flex-col lg:col-start-1 lg:row-start-1">
          <input type="hidden" name="idempotencyKey" value={loaded.idempotencyKey} />
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
            offerSave={signedIn}
            saveChecked={initial.saveAddress === undefined || [initial.saveAddress].flat().includes("yes")}
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
            defaultValue={text(fields.paymentMethodId.initialValue)}
            emptyKey="errors.noPayment"
            errorId={fields.paymentMethodId.errorId}
            errors={fields.paymentMethodId.errors}
          />
          <div className="mt-4 flex flex-col">
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
        </div>
        <div
          className="flex flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          aria-busy={fetcher.state !== "idle"}
          data-testid="checkout-summary"
        >
          <OrderSummary items={info.items} totals={info} />
          <CouponBox
            applied={info.couponCode ?? ""}
            typed={couponMessage ? text(initial.couponCode) : undefined}
            error={couponMessage}
          />
        </div>
        <div ref={placeMessage} className="flex flex-col self-start lg:col-start-1 lg:row-start-2">
          {/* The total the shopper sees: placing compares it with the server's own quote. */}
          <input type="hidden" name="shownTotal" value={info.total} />
          <FormMessage errors={form.errors} />
          <button
            type="submit"
            name="intent"
            value="place"
            className="btn self-start btn-primary"
            disabled={
              navigation.state === "submitting" || info.shippingMethods.length === 0 || info.paymentMethods.length === 0
            }
          >
            {t("checkout.placeOrder")}
          </button>
        </div>
      </Form>
    </section>
  );
}
