/**
 * One coupon and its claim (routes/coupon.$slug.tsx): a visitor sees a sign-in link that comes
 * back here.
 */
import { Form, Link, useLocation, useNavigation, type useActionData, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import type { PageLoaderData } from "~/lib/page.server";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { useShop } from "~/lib/use-shop";
import { useLinks } from "~/lib/use-links";
import { FormMessage } from "~/components/ui/FormMessage";
import type { claimCouponAction } from "./coupon-claim.server";
import { CouponTerms, type Coupon } from "./CouponCard";

type CouponScreenProps = {
  loaded: ReturnType<typeof useLoaderData<PageLoaderData>>;
  answer: ReturnType<typeof useActionData<typeof claimCouponAction>>;
};

export function CouponScreen({ loaded, answer: result }: CouponScreenProps) {
  const { page } = loaded;
  const navigation = useNavigation();
  const { t } = useTranslation();
  const { signedIn } = useShop();
  const links = useLinks();
  const { pathname } = useLocation();
  const coupon = ((page.data as { coupon?: Coupon } | null)?.coupon ?? page.data) as unknown as Coupon;
  const claimed = coupon.claimed || (!!result && "claimed" in result);
  // The coupon's own screen replaces the template body (which lists the same coupon).
  return (
    <>
      <section className="container mx-auto py-6">
        <h1 className="shop-title">{coupon.title}</h1>
        <div className="card mt-4 max-w-md border border-dashed border-primary">
          <div className="card-body">
            <CouponTerms coupon={coupon} />
            <FormMessage errors={formErrorsOf(result && "result" in result ? result : null)} className="text-sm" />
            {claimed ? (
              <p role="status" className="alert alert-success">
                {t("coupon.claimedNow", { code: coupon.code })}
              </p>
            ) : signedIn ? (
              <Form method="post">
                <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
                  {t("coupon.claim")}
                </button>
              </Form>
            ) : (
              <Link
                to={`${links.path("/auth/signin")}?redirect=${encodeURIComponent(pathname)}`}
                className="btn btn-primary"
              >
                {t("coupon.signInToClaim")}
              </Link>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
