/**
 * The second step of a destructive post (cancel an order or an after-sales application, delete
 * an address or an article): the question, a button that posts the same `intent` again with
 * `confirmed=yes` (and the item's `id` when the screen lists several), and one that keeps things
 * as they are by loading the page without the question. Plain forms and links, so it works
 * without JavaScript.
 */
import { Form, Link } from "@remix-run/react";

type ConfirmDialogProps = {
  /** The question's element id, named by the dialog's aria-labelledby. */
  id: string;
  question: string;
  yes: string;
  keep: string;
  intent: "cancel" | "delete";
  /** The item the post is about, when the page holds more than one. */
  itemId?: string | number;
  /** Where "keep" leads as a link; without it, "keep" reloads the page as a GET form. */
  keepTo?: string;
};

export function ConfirmDialog({ id, question, yes, keep, intent, itemId, keepTo }: ConfirmDialogProps) {
  return (
    <div role="alertdialog" aria-labelledby={id} className="mt-4 alert flex flex-wrap alert-warning">
      <p id={id}>{question}</p>
      <Form method="post" className="flex gap-2">
        <input type="hidden" name="intent" value={intent} />
        {itemId !== undefined ? <input type="hidden" name="id" value={itemId} /> : null}
        <button type="submit" name="confirmed" value="yes" className="btn btn-error btn-sm">
          {yes}
        </button>
      </Form>
      {keepTo !== undefined ? (
        <Link to={keepTo} className="btn btn-sm">
          {keep}
        </Link>
      ) : (
        <Form method="get">
          <button type="submit" className="btn btn-sm">
            {keep}
          </button>
        </Form>
      )}
    </div>
  );
}
