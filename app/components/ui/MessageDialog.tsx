/** Code 10 answers: the server's message in a modal dialog rather than a toast. */
import { useAtom } from "jotai";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { dialogAtom } from "~/state/notices";

export function MessageDialog() {
  const [message, setMessage] = useAtom(dialogAtom);
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (message && !dialog.open) dialog.showModal();
    if (!message && dialog.open) dialog.close();
  }, [message]);
  return (
    <dialog ref={ref} className="modal" onClose={() => setMessage(null)}>
      <div className="modal-box">
        <p>{message}</p>
        <div className="modal-action">
          <form method="dialog">
            <button className="btn btn-primary" type="submit">
              {t("site.ok")}
            </button>
          </form>
        </div>
      </div>
    </dialog>
  );
}
