/**
 * The account screen's new-mobile form: country code and number, a `bind` code sent by SMS
 * (after the human check), then the code and the current password. Its own component so the
 * route file keeps only the route's loader, action and layout.
 */
import { Form } from "@remix-run/react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/react";
import type { HumanCheck } from "~/features/auth/human-check-form";
import { FormMessage } from "~/components/ui/FormMessage";
import { TextField } from "~/features/auth/TextField";
import { HumanCheckField } from "~/features/auth/HumanCheckField";
import { CountryCodeSelect } from "~/features/auth/CountryCodeSelect";
import { useAccountForm, type AccountFormProps } from "./account-form";
import { SendCodeButton } from "./SendCodeButton";

type MobileChangeFormProps = AccountFormProps & {
  mobile: string | null;
  countryCode: string | null;
  check: HumanCheck | null;
};

export function MobileChangeForm({ mobile, countryCode, check, actionData, busy }: MobileChangeFormProps) {
  const { t } = useTranslation();
  const { form, fields, notice } = useAccountForm("mobile-form", ["mobile", "mobile-code"], actionData);
  return (
    <section aria-labelledby="mobile-heading">
      <h2 id="mobile-heading" className="font-semibold">
        {t("account.mobileHeading")}
      </h2>
      <p className="shop-desc text-sm">
        {t("account.current", { value: mobile ? `${countryCode ?? ""} ${mobile}` : "—" })}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-2 flex flex-col gap-1">
        <button type="submit" name="intent" value="mobile" className="hidden" tabIndex={-1} aria-hidden="true" />
        <FormMessage id={form.errorId} errors={form.errors} notice={notice ? t(notice) : null} />
        <div className="grid grid-cols-[9rem_1fr] gap-2">
          <CountryCodeSelect field={fields.countryCode} />
          <TextField
            field={fields.mobile}
            labelKey="account.newMobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            addon={<SendCodeButton intent="mobile-code" busy={busy} />}
          />
        </div>
        <HumanCheckField formId={form.id} check={check} errors={fields.humanCheck.errors} resetKey={actionData} />
        <TextField
          field={fields.code}
          labelKey="auth.code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <TextField
          field={fields.password}
          labelKey="account.currentPassword"
          type="password"
          autoComplete="current-password"
        />
        <button type="submit" name="intent" value="mobile" className="btn self-start btn-primary" disabled={busy}>
          {t("account.changeMobile")}
        </button>
      </Form>
    </section>
  );
}
