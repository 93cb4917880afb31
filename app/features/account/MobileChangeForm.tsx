/**
 * The account screen's new-mobile form: country code and number, a `bind` code sent by SMS
 * (after the human check), then the code and the current password.
 */
import { useTranslation } from "~/lib/i18n/react";
import type { HumanCheck } from "~/features/auth/human-check-form";
import { TextField } from "~/features/auth/TextField";
import { CountryCodeSelect } from "~/features/auth/CountryCodeSelect";
import { useAccountForm, type AccountFormProps } from "./account-form";
import { AccountFormSection } from "./AccountFormSection";
import { BindCodeFields } from "./BindCodeFields";
import { SendCodeButton } from "./SendCodeButton";

type MobileChangeFormProps = AccountFormProps & {
  mobile: string | null;
  countryCode: string | null;
  check: HumanCheck | null;
};

export function MobileChangeForm({ mobile, countryCode, check, actionData, busy }: MobileChangeFormProps) {
  const { t } = useTranslation();
  const account = useAccountForm("mobile-form", ["mobile", "mobile-code"], actionData);
  return (
    <AccountFormSection
      name="mobile"
      heading={t("account.mobileHeading")}
      note={
        <p className="shop-desc text-sm">
          {t("account.current", { value: mobile ? `${countryCode ?? ""} ${mobile}` : "—" })}
        </p>
      }
      form={account.form}
      notice={account.notice ? t(account.notice) : null}
      intent="mobile"
      submit={t("account.changeMobile")}
      busy={busy}
      enterPostsIntent
    >
      <div className="grid grid-cols-[9rem_1fr] gap-2">
        <CountryCodeSelect field={account.fields.countryCode} />
        <TextField
          field={account.fields.mobile}
          labelKey="account.newMobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          addon={<SendCodeButton intent="mobile-code" busy={busy} />}
        />
      </div>
      <BindCodeFields form={account} check={check} actionData={actionData} />
    </AccountFormSection>
  );
}
