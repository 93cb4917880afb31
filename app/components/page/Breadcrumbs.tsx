/** A visible breadcrumb trail and its BreadcrumbList JSON-LD, from the same list. */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { JsonLd } from "./JsonLd";

export type Crumb = { name: string; path: string };

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation();
  const links = useLinks();
  const { origin } = useShop();
  const items = [{ name: t("site.home"), path: links.home() }, ...trail];
  return (
    <>
      <nav aria-label={t("catalogue.breadcrumb")} className="breadcrumbs text-sm">
        <ul>
          {items.map((item, index) => (
            <li key={item.path}>
              {index < items.length - 1 ? (
                <Link to={item.path}>{item.name}</Link>
              ) : (
                <span aria-current="page">{item.name}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <JsonLd
        data={
          import.meta.env.SSR
            ? breadcrumbJsonLd(items.map((item) => ({ name: item.name, url: origin + item.path })))
            : null
        }
      />
    </>
  );
}
