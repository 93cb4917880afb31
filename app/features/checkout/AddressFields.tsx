/** The new-address fields of docs/spec.md §3, each with its label and its own message line. */
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/react";
import { FieldError } from "~/components/ui/FieldError";
import { countryOptions } from "~/features/checkout/countries";
import { useShop } from "~/lib/use-shop";

const FIELDS = [
  ["firstName", "checkout.firstName", "given-name"],
  ["lastName", "checkout.lastName", "family-name"],
  ["country", "checkout.country", "country"],
  ["province", "checkout.province", "address-level1"],
  ["city", "checkout.city", "address-level2"],
  ["area", "checkout.area", "address-level3"],
  ["address", "checkout.street", "address-line1"],
  ["apartment", "checkout.apartment", "address-line2"],
  ["postalCode", "checkout.postalCode", "postal-code"],
  ["countryCode", "checkout.countryCode", "tel-country-code"],
  ["phone", "checkout.phone", "tel-national"],
] as const;

export type AddressFieldName = (typeof FIELDS)[number][0];

export function AddressFields({ fields }: { fields: Record<AddressFieldName, FieldMetadata<string>> }) {
  const { t } = useTranslation();
  const { lang } = useShop();
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      {FIELDS.map(([name, label, autoComplete]) => (
        <div key={name} className="flex flex-col">
          <label htmlFor={fields[name].id} className="text-sm">
            {t(label)}
          </label>
          {name === "country" ? (
            <select {...getSelectProps(fields.country)} autoComplete={autoComplete} className="select w-full">
              <option value="">—</option>
              {countryOptions(lang).map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...getInputProps(fields[name], { type: "text" })}
              autoComplete={autoComplete}
              className="input w-full"
            />
          )}
          <FieldError id={fields[name].errorId} errors={fields[name].errors} />
        </div>
      ))}
    </div>
  );
}
