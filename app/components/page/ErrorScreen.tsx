/** The body of /error/404, /error/403, /error/500 and of any page that failed to load. */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";

const TEXTS: Record<number, { title: string; text: string }> = {
  404: { title: "errors.notFoundTitle", text: "errors.notFoundText" },
  403: { title: "errors.forbiddenTitle", text: "errors.forbiddenText" },
};
const SERVER = { title: "errors.serverTitle", text: "errors.serverText" };

export function ErrorScreen({ status, messageKey }: { status: number; messageKey?: string }) {
  const { t } = useTranslation();
  const links = useLinks();
  const texts = TEXTS[status] ?? SERVER;
  return (
    <section className="container mx-auto py-16 text-center" data-error-status={status}>
      <p className="text-6xl font-bold text-primary">{status}</p>
      <h1 className="shop-title mt-4">{t(texts.title)}</h1>
      <p className="shop-desc mt-2">{t(messageKey ?? texts.text)}</p>
      <Link className="btn mt-8 btn-primary" to={links.home()}>
        {t("errors.backHome")}
      </Link>
    </section>
  );
}
