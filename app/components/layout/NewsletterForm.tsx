/** The footer's newsletter sign-up: a real form posting to the newsletter page's action. */
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";

export function NewsletterForm() {
  const { t } = useTranslation();
  const links = useLinks();
  return (
    <Form
      method="post"
      action={links.path("/newsletter")}
      className="shop-newsletter"
      aria-label={t("site.newsletterTitle")}
    >
      <p className="shop-desc mb-2 text-sm">{t("site.newsletterText")}</p>
      <div className="join w-full max-w-sm">
        <label className="input join-item w-full">
          <span className="sr-only">{t("site.newsletterEmail")}</span>
          <input type="email" name="email" required autoComplete="email" placeholder={t("site.newsletterEmail")} />
        </label>
        <button type="submit" className="btn join-item btn-primary">
          {t("site.newsletterSubmit")}
        </button>
      </div>
    </Form>
  );
}
