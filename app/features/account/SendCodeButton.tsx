/**
 * "Send code" beside a new email address or mobile number: a submit button of its own intent
 * that skips the browser's validation, since only the address (and the human check) matter.
 */
import { useTranslation } from "~/lib/i18n/react";

export function SendCodeButton({ intent, busy }: { intent: string; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      className="btn shrink-0 btn-outline"
      disabled={busy}
    >
      {t("auth.sendCode")}
    </button>
  );
}
