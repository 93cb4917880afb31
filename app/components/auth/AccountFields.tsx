/** The account part of the sign-up and bind forms: an email, or a country code and a mobile number. */
import { Link } from "@remix-run/react";
import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { COUNTRY_CODES } from "~/lib/forms/auth";
import { FieldError } from "~/components/ui/FieldError";
import { TextField } from "./TextField";

export type SignupBy = "email" | "mobile";

type AccountFieldsProps = { by: SignupBy; account: FieldMetadata<string | undefined>; countryCode: FieldMetadata<string | undefined> };

export function AccountFields({ by, account, countryCode }: AccountFieldsProps) {
  const { t } = useTranslation();
  if (by === "email") return <TextField field={account} labelKey="auth.email" type="email" inputMode="email" autoComplete="email" />;
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={countryCode.id} className="text-sm font-medium">
          {t("auth.countryCode")}
        </label>
        <select {...getSelectProps(countryCode)} key={countryCode.key} defaultValue={countryCode.initialValue ?? COUNTRY_CODES[0]} className="select w-full">
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <FieldError id={countryCode.errorId} errors={countryCode.errors} />
      </div>
      <TextField field={account} labelKey="auth.mobile" type="tel" inputMode="tel" autoComplete="tel-national" />
    </div>
  );
}

const SIGNUP_LABELS = { email: "auth.byEmail", mobile: "auth.byMobile", nav: "auth.signupWith" };

/** Email or mobile as tabs that are plain links (`?by=`), keeping where to go afterwards; sign-up words unless told otherwise. */
export function AccountKindTabs({ by, next, labels = SIGNUP_LABELS }: { by: SignupBy; next: string; labels?: typeof SIGNUP_LABELS }) {
  const { t } = useTranslation();
  const tab = (value: SignupBy, labelKey: string) => (
    <Link to={`?by=${value}&redirect=${encodeURIComponent(next)}`} replace className={`tab ${by === value ? "tab-active" : ""}`} aria-current={by === value ? "page" : undefined}>
      {t(labelKey)}
    </Link>
  );
  return (
    <nav className="tabs tabs-border mb-4" aria-label={t(labels.nav)}>
      {tab("email", labels.email)}
      {tab("mobile", labels.mobile)}
    </nav>
  );
}
