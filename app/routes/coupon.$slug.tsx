/**
 * One coupon and its claim. Claiming is a signed-in action: a visitor sees a sign-in link that
 * comes back here, and a visitor's POST is redirected the same way.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadPage, type PageLoaderData } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { failureReply } from "~/lib/action-failure.server";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { FormMessage } from "~/components/ui/FormMessage";
import { signInUrl } from "~/lib/session.server";
import { useShop } from "~/lib/use-shop";
import { useLinks } from "~/lib/use-links";
import { CouponTerms, type Coupon } from "~/features/catalogue/CouponCard";

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const meta = pageMeta;
export const headers = pageHeaders;

export async function action(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  if (!context.session.signedIn) return redirect(signInUrl(request));
  try {
    await context.upstream.call("coupon/claim", { slug: params.slug ?? "" });
    return { claimed: true as const };
  } catch (error) {
    const { result, status } = failureReply(error, args);
    return data({ result }, { status });
  }
}

export default function Screen() {
  const { page } = useLoaderData<PageLoaderData>();
  const result = useActionData<typeof action>();
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
