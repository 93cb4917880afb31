/**
 * The country code beside a mobile number: the one picker of every form that takes a mobile
 * (sign-up, both sign-ins, forgotten and reset password, bind, the user center's new mobile).
 * It starts at the page language's country (features/auth/mobile-numbers.ts), or the choice the
 * shopper last submitted.
 */
import { selectProps, type FieldState } from "~/lib/forms/use-light-form";
import { useMemo } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { COUNTRY_CODES, MOBILE_RULES } from "../../../functions/contract/mobile-numbers";
import { defaultCountryCode } from "~/features/auth/mobile-numbers";
import { useShop } from "~/lib/use-shop";
import { FieldError } from "~/components/ui/FieldError";

function regionNames(lang: string): (region: string) => string {
  try {
    const names = new Intl.DisplayNames([lang, "en"], { type: "region" });
    return (region) => names.of(region) ?? region;
  } catch {
    return (region) => region;
  }
}

export function CountryCodeSelect({ field }: { field: FieldState }) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const name = useMemo(() => regionNames(lang), [lang]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {t("auth.countryCode")}
      </label>
      <select
        {...selectProps(field)}
        key={field.key}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : defaultCountryCode(lang)}
        className="select w-full"
      >
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {`${code} ${name(MOBILE_RULES[code].region)}`}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
