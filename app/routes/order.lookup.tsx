/**
 * A visitor looks an order up by its number and the email it was placed with (order/lookup), and
 * may pay it if it waits for payment — the only action offered here; a customer's own orders are
 * under My orders. Nothing identifying goes in the URL: the result is the action's answer, so a
 * reload asks again. Works without JavaScript.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { PAGE_CACHE_HEADER, pageHeaders } from "~/lib/page-headers";
import { resolveLanguage } from "~/lib/language.server";
import { getUpstream } from "~/lib/upstream.server";
import { describeFailure } from "~/lib/action-failure.server";
import { lookupIntentSchema, orderLookupSchema } from "~/lib/forms/order-lookup";
import { formatMoney } from "~/lib/money";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { FieldError } from "~/components/ui/FieldError";
import { OrderActions } from "~/components/account/OrderActions";
import { OrderDetail, OrderHeadline, type ShopperOrder } from "~/components/orders/OrderDetail";

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadPage(args);
  return data(page.data, { headers: { [PAGE_CACHE_HEADER]: "private, no-store" } });
}
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "checkout.lookup" };

type Answer = { order: ShopperOrder | null; email: string; paid: boolean; error: string | null; fields: Record<string, string[]> };

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: lookupIntentSchema });
  if (submission.status !== "success") {
    const fields = Object.fromEntries(Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages ?? []]));
    return data<Answer>({ order: null, email: "", paid: false, error: null, fields }, { status: 422 });
  }
  const input = submission.value;
  const upstream = getUpstream(context, { request, lang: await resolveLanguage(request) });
  let paid = false;
  try {
    if (input.intent === "pay") {
      await upstream.call("order/pay", { orderNo: input.orderNo, email: input.email, paymentMethodId: input.paymentMethodId, cardNumber: input.cardNumber });
      paid = true;
    }
    const order = await upstream.call<ShopperOrder>("order/lookup", { orderNo: input.orderNo, email: input.email });
    return data<Answer>({ order, email: input.email, paid, error: null, fields: {} });
  } catch (error) {
    const described = describeFailure(error, request, context.cloudflare?.env);
    if ("redirect" in described) return described.redirect;
    // A failed payment keeps the order on screen with the reason; a failed lookup says "not found".
    const order = input.intent === "pay" ? await upstream.call<ShopperOrder>("order/lookup", { orderNo: input.orderNo, email: input.email }).catch(() => null) : null;
    const error_ = order ? described.failure.message : "orders.lookupNotFound";
    return data<Answer>({ order, email: input.email, paid: false, error: error_, fields: {} }, { status: described.status });
  }
}

export default function Screen() {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const { signedIn, lang } = useShop();
  const links = useLinks();
  const [form, fields] = useForm({
    // The number and email stay in the form after each answer (without JavaScript too).
    defaultValue: { orderNo: answer?.order?.orderNo ?? "", email: answer?.email ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderLookupSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const order = answer?.order ?? null;
  const fieldErrors = (name: "orderNo" | "email") => fields[name].errors ?? answer?.fields?.[name];
  return (
    <AppScreen titleKey="checkout.lookup">
      <p className="shop-desc mt-2">{t("orders.lookupIntro")}</p>
      {signedIn ? (
        <p className="mt-2 text-sm">
          <Link to={links.user("order")} className="link">
            {t("orders.lookupSignedIn")}
          </Link>
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-4 grid max-w-md gap-1">
        <input type="hidden" name="intent" value="lookup" />
        <label htmlFor={fields.orderNo.id} className="font-medium">
          {t("checkout.orderNo")}
        </label>
        <input {...getInputProps(fields.orderNo, { type: "text" })} inputMode="numeric" autoComplete="off" maxLength={20} className="input w-full" />
        <FieldError id={fields.orderNo.errorId} errors={fieldErrors("orderNo")} />
        <label htmlFor={fields.email.id} className="font-medium">
          {t("checkout.email")}
        </label>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" maxLength={254} className="input w-full" />
        <FieldError id={fields.email.errorId} errors={fieldErrors("email")} />
        <button type="submit" className="btn btn-primary justify-self-start">
          {t("orders.lookupSubmit")}
        </button>
      </Form>
      {answer?.error ? (
        <p role="alert" className="alert alert-error mt-4">
          {t(answer.error)}
        </p>
      ) : null}
      {answer?.paid ? (
        <p role="status" className="alert alert-success mt-4">
          {t("payment.paid")}
        </p>
      ) : null}
      {order ? (
        <section aria-labelledby="found-order" className="mt-8">
          <h2 id="found-order" className="text-xl font-semibold">
            {t("orders.orderNo", { orderNo: order.orderNo })}
          </h2>
          <OrderHeadline order={order} />
          <OrderActions
            actions={order.actions}
            offered={["pay"]}
            confirming={false}
            paymentMethodId={order.paymentMethodId}
            amount={formatMoney(order.total ?? order.paymentAmount, order.currency, lang)}
            hidden={{ orderNo: order.orderNo, email: answer?.email ?? "" }}
          />
          <OrderDetail order={order} />
        </section>
      ) : null}
    </AppScreen>
  );
}
