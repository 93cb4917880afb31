/** Toasts announced to screen readers; each disappears after its duration (1000 ms by default). */
import { useAtomValue } from "jotai";
import { toastsAtom } from "~/state/notices";

const KIND_CLASS = { error: "alert-error", success: "alert-success", info: "alert-info" } as const;

export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toast toast-center toast-top z-50" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`alert ${KIND_CLASS[toast.kind]}`}>
          <span>{toast.text}</span>
        </div>
      ))}
    </div>
  );
}
