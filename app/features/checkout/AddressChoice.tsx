/**
 * Where the order goes: one radio per saved address (its value is the address's id) and "A new
 * address", whose fields show only while it is chosen (a CSS rule, so also without JavaScript;
 * with it they are disabled while hidden and so never submitted). Without saved addresses the
 * new-address fields are the only choice. A signed-in shopper may save the new address to the
 * address book (ticked by default; checkout/submit saves it with the order, ADR 245).
 */
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/react";
import { FieldError } from "~/components/ui/FieldError";
import type { SavedAddress } from "~/features/checkout/checkout.server";
import { AddressFields, type AddressFieldName } from "./AddressFields";

type AddressChoiceProps = {
  addresses: SavedAddress[];
  /** "new" or a saved address's id, as the radio values carry them. */
  chosen: string;
  /** After hydration: hidden new-address fields are disabled. */
  interactive: boolean;
  choiceField: FieldMetadata<string>;
  fields: Record<AddressFieldName, FieldMetadata<string>>;
  /** A signed-in shopper may keep a new address in the address book (on unless unticked). */
  offerSave?: boolean;
  saveChecked?: boolean;
};

export function AddressChoice({
  addresses,
  chosen,
  interactive,
  choiceField,
  fields,
  offerSave = false,
  saveChecked = true,
}: AddressChoiceProps) {
  const { t } = useTranslation();
  const hasSaved = addresses.length > 0;
  return (
    <fieldset className="shop-address-choice mt-4" aria-describedby={choiceField.errorId}>
      <legend className="font-semibold">{t("checkout.address")}</legend>
      {addresses.map((address) => (
        <label
          key={address.id}
          className="mt-2 flex cursor-pointer items-start gap-3 rounded-box border border-base-300 p-3"
          data-testid="saved-address"
        >
          <input
            type="radio"
            name="addressChoice"
            value={String(address.id)}
            defaultChecked={chosen === String(address.id)}
            className="radio mt-1 radio-sm"
          />
          <span>
            {address.firstName} {address.lastName}, {address.address}, {address.city}, {address.country}
          </span>
        </label>
      ))}
      {hasSaved ? (
        <label className="mt-2 flex cursor-pointer items-center gap-3 rounded-box border border-base-300 p-3">
          <input
            type="radio"
            name="addressChoice"
            value="new"
            defaultChecked={chosen === "new"}
            className="radio radio-sm"
          />
          {t("checkout.newAddress")}
        </label>
      ) : (
        <input type="hidden" name="addressChoice" value="new" />
      )}
      <FieldError id={choiceField.errorId} errors={choiceField.errors} />
      <fieldset
        className={hasSaved ? "shop-new-address mt-3" : "mt-3"}
        disabled={interactive && hasSaved && chosen !== "new"}
      >
        <legend className="sr-only">{t("checkout.newAddress")}</legend>
        <AddressFields fields={fields} />
        {offerSave ? (
          <label className="mt-1 flex cursor-pointer items-center gap-3">
            {/* "no" always goes; a ticked box adds "yes": an unticked box stays unticked after a round trip. */}
            <input type="hidden" name="saveAddress" value="no" />
            <input
              type="checkbox"
              name="saveAddress"
              value="yes"
              defaultChecked={saveChecked}
              className="checkbox checkbox-sm"
            />
            {t("checkout.saveAddress")}
          </label>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
