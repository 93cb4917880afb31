/**
 * The account part of the account forms: on sign-up and bind an email, or a country code and a
 * mobile number (sign-in and the password forms take either in one field: EmailOrMobileFields).
 */
import { Link } from "@remix-run/react";
import type { FieldState } from "~/lib/forms/use-light-form";
import { useTranslation } from "~/lib/i18n/react";
import { TextField } from "./TextField";
import { CountryCodeSelect } from "./CountryCodeSelect";

export type SignupBy = "email" | "mobile";

type AccountFieldsProps = {
  by: SignupBy;
  account: FieldState;
  countryCode: FieldState;
};

export function AccountFields({ by, account, countryCode }: AccountFieldsProps) {
  if (by === "email")
    return <TextField field={account} labelKey="auth.email" type="email" inputMode="email" autoComplete="email" />;
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2">
      <CountryCodeSelect field={countryCode} />
      <TextField field={account} labelKey="auth.mobile" type="tel" inputMode="tel" autoComplete="tel-national" />
    </div>
  );
}

const SIGNUP_LABELS = { email: "auth.byEmail", mobile: "auth.byMobile", nav: "auth.signupWith" };

/** Email or mobile as tabs that are plain links (`?by=`), keeping where to go afterwards; sign-up words unless told otherwise. */
export function AccountKindTabs({
  by,
  next,
  labels = SIGNUP_LABELS,
}: {
  by: SignupBy;
  next: string;
  labels?: typeof SIGNUP_LABELS;
}) {
  const { t } = useTranslation();
  const tab = (value: SignupBy, labelKey: string) => (
    <Link
      to={`?by=${value}&redirect=${encodeURIComponent(next)}`}
      replace
      className={`tab ${by === value ? "tab-active" : ""}`}
      aria-current={by === value ? "page" : undefined}
    >
      {t(labelKey)}
    </Link>
  );
  return (
    <nav className="tabs-border mb-4 tabs" aria-label={t(labels.nav)}>
      {tab("email", labels.email)}
      {tab("mobile", labels.mobile)}
    </nav>
  );
}
