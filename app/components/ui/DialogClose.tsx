/**
 * How every modal <dialog> closes without script: a visible Close button and a click on the
 * backdrop, both `method="dialog"` forms (Escape closes natively).
 */
import { useTranslation } from "~/lib/i18n/react";

export function DialogCloseButton({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <form method="dialog" className={className}>
      <button type="submit" className="btn">
        {t("site.close")}
      </button>
    </form>
  );
}

export function DialogBackdrop() {
  const { t } = useTranslation();
  return (
    <form method="dialog" className="modal-backdrop">
      <button type="submit" tabIndex={-1}>
        {t("site.close")}
      </button>
    </form>
  );
}
