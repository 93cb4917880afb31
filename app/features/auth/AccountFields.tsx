/**
 * The account part of the account forms: on sign-up and bind an email, or a country code and a
 * mobile number; on sign-in and the password forms one field for either, with the country code
 * the number is read by.
 */
import { Link } from "@remix-run/react";
import type { FieldState } from "~/lib/forms/use-light-form";
import { useTranslation } from "~/lib/i18n/react";
import { TextField } from "./TextField";
import { CountryCodeSelect } from "./CountryCodeSelect";
import { useEffect, useRef, useState } from "react";
import { looksLikePhone } from "~/features/auth/mobile-numbers";

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

/**
 * Email or mobile number in one field; the country code beside it counts for a mobile only, so it
 * is shown only while what was typed looks like a phone number (or the code has an error). The
 * server renders it (without JavaScript it must be there for a mobile); once hydrated the page
 * hides it for anything else, and shows it as soon as digits are typed.
 */
export function EmailOrMobileFields({ account, countryCode }: { account: FieldState; countryCode: FieldState }) {
  const [phoneLike, setPhoneLike] = useState<boolean | null>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = fieldsRef.current?.querySelector<HTMLInputElement>('input[name="account"]');
    setPhoneLike(looksLikePhone(input?.value ?? ""));
  }, []);
  const showCode = phoneLike !== false || !!countryCode.errors?.length;
  return (
    <div
      ref={fieldsRef}
      className={`grid gap-2 ${showCode ? "grid-cols-[9rem_1fr]" : "grid-cols-1"}`}
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name === "account") setPhoneLike(looksLikePhone(target.value));
      }}
    >
      <div hidden={!showCode} data-country-code>
        <CountryCodeSelect field={countryCode} />
      </div>
      <TextField
        field={account}
        labelKey="auth.account"
        type="text"
        autoComplete="username"
        placeholderKey="auth.accountPlaceholder"
      />
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
