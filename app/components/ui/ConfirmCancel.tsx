/**
 * The second step of a cancel (an order, an after-sales application): the question, a button that
 * posts `intent=cancel&confirmed=yes`, and one that keeps things as they are by reloading the page
 * without the question. Plain forms, so it works without JavaScript.
 */
import { Form } from "@remix-run/react";

type Props = { id: string; question: string; yes: string; keep: string };

export function ConfirmCancel({ id, question, yes, keep }: Props) {
  return (
    <div role="alertdialog" aria-labelledby={id} className="mt-4 alert flex flex-wrap alert-warning">
      <p id={id}>{question}</p>
      <Form method="post" className="flex gap-2">
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" name="confirmed" value="yes" className="btn btn-error btn-sm">
          {yes}
        </button>
      </Form>
      <Form method="get">
        <button type="submit" className="btn btn-sm">
          {keep}
        </button>
      </Form>
    </div>
  );
}
