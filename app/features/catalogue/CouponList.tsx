import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { CouponTerms, type Coupon } from "./CouponCard";

export function CouponList({ coupons }: { coupons?: Coupon[] }) {
  const { t } = useTranslation();
  const links = useLinks();
  if (!Array.isArray(coupons) || coupons.length === 0) return null;
  return (
    <ul className="shop-block grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {coupons.map((coupon) => (
        <li key={coupon.code} className="card border border-dashed border-primary">
          <div className="card-body">
            <h2 className="card-title">
              <Link
                to={links.path(`/coupon/${encodeURIComponent(coupon.slug)}`)}
                className="link-hover"
                prefetch="intent"
              >
                {coupon.title}
              </Link>
            </h2>
            <CouponTerms coupon={coupon} />
            {coupon.claimed ? <span className="badge badge-success">{t("coupon.claimed")}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
