/**
 * The actions the backend allows on this order, each a small form. Cancelling asks first: the
 * first submit shows the spec's question with a confirming button (works without JavaScript).
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { CardPayment } from "~/features/checkout/CardPayment";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";

type OrderActionsProps = {
  actions: string[];
  confirming: boolean;
  paymentMethodId?: string;
  amount: string;
  cardError?: string | null;
  /** Forms post here; set on screens whose action needs the order named (the visitor lookup). */
  hidden?: Record<string, string>;
  /** Which of `actions` this screen offers (the lookup offers paying only). */
  offered?: readonly string[];
};

export function OrderActions({
  actions: listed,
  confirming,
  paymentMethodId,
  amount,
  cardError,
  hidden = {},
  offered,
}: OrderActionsProps) {
  const { t } = useTranslation();
  const actions = offered ? listed.filter((action) => offered.includes(action)) : listed;
  const extra = Object.entries(hidden).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  if (confirming) {
    return (
      <ConfirmDialog
        id="cancel-question"
        intent="cancel"
        question={t("confirm.cancelOrder")}
        yes={t("orders.confirmYes")}
        keep={t("orders.keep")}
      />
    );
  }
  // The card form is a tall box: it has a row of its own above the buttons, which stay in one
  // line (beside it, "Cancel order" floated at its top edge).
  return (
    <div className="mt-4 flex flex-col items-start gap-3">
      {actions.includes("pay") && paymentMethodId === "card" ? (
        <CardPayment orderNo="" amount={amount} error={cardError} intent="pay" hidden={hidden} />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {actions.includes("pay") && paymentMethodId && paymentMethodId !== "card" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="pay" />
            <input type="hidden" name="paymentMethodId" value={paymentMethodId} />
            {extra}
            <button type="submit" className="btn btn-primary btn-sm">
              {t("orders.actions.pay")}
            </button>
          </Form>
        ) : null}
        {actions.includes("confirmReceipt") ? (
          <Form method="post">
            <button type="submit" name="intent" value="confirmReceipt" className="btn btn-sm">
              {t("orders.actions.confirmReceipt")}
            </button>
          </Form>
        ) : null}
        {actions.includes("buyAgain") ? (
          <Form method="post">
            <button type="submit" name="intent" value="buyAgain" className="btn btn-primary btn-sm">
              {t("orders.actions.buyAgain")}
            </button>
          </Form>
        ) : null}
        {/* The refund and the after-sales application open their forms on this page (?refund, ?afterSale). */}
        {actions.includes("refund") ? (
          <Link to="?refund=1" className="btn btn-outline btn-sm" preventScrollReset>
            {t("orders.actions.refund")}
          </Link>
        ) : null}
        {actions.includes("afterSale") ? (
          <Link to="?afterSale=1" className="btn btn-outline btn-sm" preventScrollReset>
            {t("orders.actions.applyReturn")}
          </Link>
        ) : null}
        {actions.includes("cancel") ? (
          <Form method="post">
            <button type="submit" name="intent" value="cancel" className="btn btn-outline btn-error btn-sm">
              {t("orders.actions.cancel")}
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
