/**
 * The form under an article (a new comment) or under a comment (a reply, with `parentId`).
 * Each has its own conform id, so only the form that was sent shows the answer.
 */
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { commentFormId, commentSchema } from "~/features/engagement/comments/comment-form";
import { TEXT_LIMITS } from "../../../../functions/contract/text-limits";
import type { commentAction } from "~/features/engagement/comments/comments.server";
import { FieldError } from "~/components/ui/FieldError";
import { FormMessage } from "~/components/ui/FormMessage";
import { useShop } from "~/lib/use-shop";
import { STITCH_MARKS } from "../../../../functions/contract/shopper-parts";

export function CommentForm({ articleId, parentId }: { articleId: number; parentId?: number }) {
  const { t } = useTranslation();
  const { signedIn } = useShop();
  const id = commentFormId(parentId);
  const actionData = useActionData<typeof commentAction>();
  const mine = actionData && "formId" in actionData && actionData.formId === id ? actionData : undefined;
  const busy = useNavigation().formData?.get("parentId") === (parentId ? String(parentId) : null);
  const [form, fields] = useForm({
    id,
    lastResult: mine?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: commentSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const label = parentId ? t("comments.replyLabel") : t("comments.label");
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2" preventScrollReset>
      {mine?.posted ? <FormMessage notice={t("comments.thanks")} /> : null}
      <FormMessage id={form.errorId} errors={form.errors} />
      <input type="hidden" name={fields.articleId.name} value={articleId} />
      {parentId ? <input type="hidden" name={fields.parentId.name} value={parentId} /> : null}
      <label htmlFor={fields.content.id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        {...getTextareaProps(fields.content)}
        key={fields.content.key}
        rows={parentId ? 2 : 3}
        maxLength={TEXT_LIMITS.commentContent}
        className="textarea w-full"
      />
      <FieldError id={fields.content.errorId} errors={fields.content.errors} />
      {/* Only a visitor is asked to sign in first; a signed-in shopper's comment posts at once. */}
      {/* Marked: the Worker drops it from a cached page it fills in for a signed-in shopper (ADR 270). */}
      {signedIn ? null : (
        <p className="shop-desc text-xs" {...{ [STITCH_MARKS.visitorOnly]: "" }}>
          {t("comments.signInHint")}
        </p>
      )}
      <button type="submit" className="btn self-start btn-primary btn-sm" disabled={busy}>
        {parentId ? t("comments.replySubmit") : t("comments.submit")}
      </button>
    </Form>
  );
}
