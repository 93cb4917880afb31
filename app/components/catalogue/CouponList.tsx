import { Link } from "@remix-run/react";
import { useLinks } from "~/lib/use-links";

type Coupon = { slug?: string; code: string; title: string; description?: string };

export function CouponList({ coupons }: { coupons?: Coupon[] }) {
  const links = useLinks();
  if (!Array.isArray(coupons) || coupons.length === 0) return null;
  return (
    <ul className="shop-block grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {coupons.map((coupon) => (
        <li key={coupon.code} className="card border border-dashed border-primary shop-card">
          <Link to={links.path(`/coupon/${encodeURIComponent(coupon.slug ?? coupon.code)}`)} className="card-body" prefetch="intent">
            <h3 className="card-title">{coupon.title}</h3>
            <p className="font-mono">{coupon.code}</p>
            {coupon.description ? <p className="shop-desc">{coupon.description}</p> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
