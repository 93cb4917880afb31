/**
 * Email or mobile number in one field; the country code beside it counts for a mobile only, so it
 * is shown only while what was typed looks like a phone number (or the code has an error). The
 * server renders it (without JavaScript it must be there for a mobile); once hydrated the page
 * hides it for anything else, and shows it as soon as digits are typed. The picker's code (its
 * list of codes and their rules) loads only then, or when the shopper reaches for it: until then
 * the server's HTML of it stands (lib/first-use, ADR 310).
 */
import { useEffect, useRef, useState } from "react";
import type { FieldState } from "~/lib/forms/use-light-form";
import { useFirstUse, useServerHtml } from "~/lib/first-use";
import { looksLikePhone } from "./looks-like-phone";
import { TextField } from "./TextField";
import { CountryCodeSelect as CountryCodeSelectOnServer } from "./CountryCodeSelect";

const loadPicker = () => import("./CountryCodeSelect");

export function EmailOrMobileFields({ account, countryCode }: { account: FieldState; countryCode: FieldState }) {
  const [phoneLike, setPhoneLike] = useState<boolean | null>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = fieldsRef.current?.querySelector<HTMLInputElement>('input[name="account"]');
    setPhoneLike(looksLikePhone(input?.value ?? ""));
  }, []);
  const showCode = phoneLike !== false || !!countryCode.errors?.length;
  const pickerRef = useRef<HTMLDivElement>(null);
  const serverHtml = useServerHtml(() => document.getElementById(countryCode.id)?.closest("[data-country-code]"));
  const [used, setUsed] = useState(false);
  const wanted = used || phoneLike === true || !!countryCode.errors?.length || serverHtml === null;
  const loaded = useFirstUse(loadPicker, wanted, pickerRef);
  const CountryCodeSelect = import.meta.env.SSR ? CountryCodeSelectOnServer : loaded?.CountryCodeSelect;
  const picker = {
    ref: pickerRef,
    hidden: !showCode,
    "data-country-code": true,
    onFocus: () => setUsed(true),
    onPointerDown: () => setUsed(true),
  };
  return (
    <div
      ref={fieldsRef}
      className={`grid gap-2 ${showCode ? "grid-cols-[9rem_1fr]" : "grid-cols-1"}`}
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name === "account") setPhoneLike(looksLikePhone(target.value));
      }}
    >
      {CountryCodeSelect ? (
        <div {...picker}>
          <CountryCodeSelect field={countryCode} />
        </div>
      ) : (
        <div {...picker} dangerouslySetInnerHTML={{ __html: serverHtml ?? "" }} />
      )}
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
