/**
 * The review form's fields and the reply's messages, inside ReviewForm's `<details>`: a chunk of
 * its own, loaded on the shopper's first use of the form (ADR 310). Posting asks for sign-in
 * first; the backend then decides whether this customer received the product. Stars are radio
 * buttons, so it works without JavaScript.
 */
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { textareaProps, useLightForm } from "~/lib/forms/use-light-form";
import { TEXT_LIMITS } from "../../../../functions/contract/text-limits";
import type { useActionData } from "@remix-run/react";
import type { reviewAction } from "~/features/engagement/reviews/reviews.server";
import { FieldError } from "~/components/ui/FieldError";
import { ImagePicker } from "~/components/ui/ImagePicker";
import { FormMessage } from "~/components/ui/FormMessage";

type ReviewAnswer = NonNullable<ReturnType<typeof useActionData<typeof reviewAction>>>;
/** The action's reply to a review post (messages, or "thanks"). */
export type ReviewReply = Extract<ReviewAnswer, { result: unknown }>;

// The form's zod check loads when the shopper first focuses a field, or at once after a reply.
const loadCheck = () => import("~/features/engagement/reviews/review-check").then((module) => module.review);

export function ReviewFormFields({ productId, result }: { productId: number; result?: ReviewReply }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useLightForm({ id: "review", lastResult: result?.result, loadCheck });
  return (
    <>
      {result?.reviewed ? <FormMessage notice={t("reviews.thanks")} /> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        {...form.props}
        className="mt-3 flex flex-col gap-2"
        preventScrollReset
      >
        <FormMessage id={form.errorId} errors={form.errors} />
        <input type="hidden" name={fields.productId.name} value={productId} />
        <fieldset>
          <legend className="text-sm font-medium">{t("reviews.rating")}</legend>
          <div className="rating rating-lg" role="radiogroup">
            {[1, 2, 3, 4, 5].map((star) => (
              <input
                key={star}
                type="radio"
                name={fields.rating.name}
                value={star}
                defaultChecked={fields.rating.initialValue === String(star)}
                className="mask bg-warning mask-star-2"
                aria-label={t("reviews.ratingLabel", { count: star })}
              />
            ))}
          </div>
          <FieldError id={fields.rating.errorId} errors={fields.rating.errors} />
        </fieldset>
        <label htmlFor={fields.content.id} className="text-sm font-medium">
          {t("reviews.content")}
        </label>
        <textarea
          {...textareaProps(fields.content)}
          key={fields.content.key}
          rows={4}
          maxLength={TEXT_LIMITS.reviewContent}
          className="textarea w-full"
        />
        <FieldError id={fields.content.errorId} errors={fields.content.errors} />
        <ImagePicker
          id={fields.images.id}
          name={fields.images.name}
          errorId={fields.images.errorId}
          errors={fields.images.errors}
        />
        <button type="submit" className="btn self-start btn-primary" disabled={busy}>
          {t("reviews.submit")}
        </button>
      </Form>
    </>
  );
}
