/**
 * The coupon is applied by asking for a new quote: a GET form that reloads the checkout with
 * `?coupon=`, so the backend recomputes every total (and says why a code does not apply).
 */
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";

/** `keep`: the page's other choices (`address`, `shipping`, `country`), so applying a coupon keeps them. */
export function CouponForm({
  applied,
  error,
  keep = {},
}: {
  applied: string;
  error: string | null;
  keep?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Form method="get" action={pathname} className="flex flex-col" preventScrollReset>
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <label htmlFor="coupon-code" className="font-semibold">
        {t("checkout.coupon")}
      </label>
      <div className="join">
        <input
          id="coupon-code"
          name="coupon"
          defaultValue={applied}
          maxLength={40}
          autoComplete="off"
          aria-describedby="coupon-error"
          aria-invalid={!!error}
          className="input join-item w-full uppercase"
        />
        <button type="submit" className="btn join-item">
          {t("checkout.applyCoupon")}
        </button>
      </div>
      <p id="coupon-error" className="min-h-5 text-sm text-error" aria-live="polite">
        {error ?? ""}
      </p>
    </Form>
  );
}
