/** The plain search form: a GET to the search page, working without JavaScript. */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLinks } from "~/lib/use-links";

export function SearchBox() {
  const { t } = useTranslation();
  const links = useLinks();
  return (
    <Form method="get" action={links.path("/search")} role="search" className="shop-search">
      <label className="input input-sm w-full">
        <span className="sr-only">{t("site.search")}</span>
        <input type="search" name="q" placeholder={t("site.searchPlaceholder")} className="grow" />
      </label>
    </Form>
  );
}
