import { Link } from "@remix-run/react";

type FooterLink = { label: string; href: string };

export function FooterMenu({ title, items }: { title?: string; items?: FooterLink[] }) {
  if (!Array.isArray(items)) return null;
  return (
    <nav aria-label={title} className="shop-footer-menu">
      {title ? <h2 className="mb-3 font-semibold">{title}</h2> : null}
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className="link link-hover" prefetch="intent">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
