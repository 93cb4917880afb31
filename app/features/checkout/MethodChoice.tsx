/** A radio group of shipping or payment methods, with the seed's message when there is none. */
import { useTranslation } from "~/lib/i18n/react";
import { useShop } from "~/lib/use-shop";
import { FieldError } from "~/components/ui/FieldError";
import { Money } from "~/components/ui/Money";

export type Method = { id: string | number; name: string; description?: string; fee?: number; currency?: string };

type MethodChoiceProps = {
  legend: string;
  name: string;
  methods: Method[];
  emptyKey: string;
  errorId: string;
  errors?: string[];
  defaultValue?: string;
};

export function MethodChoice({ legend, name, methods, emptyKey, errorId, errors, defaultValue }: MethodChoiceProps) {
  const { t } = useTranslation();
  const { site } = useShop();
  return (
    <fieldset className="mt-6" aria-describedby={errorId}>
      <legend className="font-semibold">{legend}</legend>
      {methods.length === 0 ? <p className="mt-2 text-error">{t(emptyKey)}</p> : null}
      <div className="mt-2 flex flex-col gap-2">
        {methods.map((method, index) => (
          <label
            key={method.id}
            className="flex cursor-pointer items-start gap-3 rounded-box border border-base-300 p-3"
          >
            <input
              type="radio"
              name={name}
              value={String(method.id)}
              defaultChecked={defaultValue ? defaultValue === String(method.id) : index === 0}
              className="radio mt-1 radio-sm"
            />
            <span className="flex-1">
              <span className="font-medium">{method.name}</span>
              {method.description ? <span className="shop-desc block text-sm">{method.description}</span> : null}
            </span>
            {method.fee !== undefined ? (
              <span>
                {method.fee ? (
                  <Money amount={method.fee} currency={method.currency ?? site.defaultCurrency} />
                ) : (
                  t("checkout.free")
                )}
              </span>
            ) : null}
          </label>
        ))}
      </div>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  );
}
