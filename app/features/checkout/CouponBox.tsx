/**
 * The coupon box, part of the checkout form (not a form of its own), so applying or removing a
 * coupon posts every other entry with it: without JavaScript the page comes back with the address
 * and shipping as typed, with it the screen's fetcher re-prices the page. The box's code is the
 * coupon: Apply re-prices with it (and the backend says why a code does not apply), Place order
 * places with it (docs/decisions/212).
 */
import type { KeyboardEvent } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { translateMessage } from "~/lib/forms/messages";

type CouponBoxProps = {
  /** The code the shown totals include ("" for none). */
  applied: string;
  /** What the box held when the page was drawn after a post without JavaScript. */
  typed?: string;
  /** Why the code does not apply (the backend's words or a locale key). */
  error: string | null;
};

/** Enter in the box applies the code (the form's first button would otherwise be pressed). */
function applyOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== "Enter") return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit(document.getElementById("coupon-apply") as HTMLButtonElement | null);
}

export function CouponBox({ applied, typed, error }: CouponBoxProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col">
      <label htmlFor="coupon-code" className="font-semibold">
        {t("checkout.coupon")}
      </label>
      <div className="join">
        <input
          // A newly applied (or removed) code redraws the box with it, upper-cased as the backend spells it.
          key={applied}
          id="coupon-code"
          name="couponCode"
          defaultValue={typed ?? applied}
          maxLength={40}
          autoComplete="off"
          aria-describedby="coupon-error"
          aria-invalid={!!error}
          onKeyDown={applyOnEnter}
          className="input join-item w-full uppercase"
        />
        <button id="coupon-apply" type="submit" name="intent" value="quote" formNoValidate className="btn join-item">
          {t("checkout.applyCoupon")}
        </button>
      </div>
      <p id="coupon-error" className="min-h-5 text-sm text-error" aria-live="polite" data-testid="coupon-error">
        {error ? translateMessage(t, error) : ""}
      </p>
      {applied ? (
        <p className="flex items-center gap-2 text-sm" data-testid="coupon-applied">
          {t("checkout.couponApplied", { code: applied })}
          <button type="submit" name="intent" value="removeCoupon" formNoValidate className="btn btn-link px-0 btn-sm">
            {t("checkout.removeCoupon")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
