/**
 * The newsletter screen (routes/newsletter.tsx): the subscribe form, or for a mailed link one
 * button that posts its token back. Works without JavaScript.
 */
import { Form, type useActionData, type useLoaderData } from "@remix-run/react";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { AppScreen } from "~/components/page/AppScreen";
import { FieldError } from "~/components/ui/FieldError";
import { FormMessage } from "~/components/ui/FormMessage";
import { newsletterSchema } from "./newsletter-form";
import type { LinkIntent, loadNewsletter, newsletterAction } from "./newsletter.server";

type NewsletterAnswer = ReturnType<typeof useActionData<typeof newsletterAction>>;

type NewsletterScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadNewsletter>>;
  answer: NewsletterAnswer;
};

function LinkScreen({ link, answer: actionData }: { link: NonNullable<LinkIntent>; answer: NewsletterAnswer }) {
  const { t } = useTranslation();
  const answer = actionData?.kind === "link" ? actionData : null;
  if (answer?.done) {
    return (
      <p role="status" className="mt-4 alert alert-success" data-testid="newsletter-done">
        {t(answer.done === "confirm" ? "newsletter.confirmed" : "newsletter.unsubscribed")}
      </p>
    );
  }
  return (
    <Form method="post" className="mt-4 flex max-w-md flex-col gap-2">
      <p>{t(link.intent === "confirm" ? "newsletter.confirmPrompt" : "newsletter.unsubscribePrompt")}</p>
      <FormMessage errors={formErrorsOf(answer)} />
      <input type="hidden" name="intent" value={link.intent} />
      <input type="hidden" name="token" value={link.token} />
      <button type="submit" className="btn self-start btn-primary">
        {t(link.intent === "confirm" ? "newsletter.confirmSubmit" : "newsletter.unsubscribeSubmit")}
      </button>
    </Form>
  );
}

function SubscribeScreen({ answer: actionData }: { answer: NewsletterAnswer }) {
  const { t } = useTranslation();
  const answer = actionData?.kind === "subscribe" ? actionData : null;
  const [form, fields] = useForm({
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <p className="shop-desc mt-2">{t("newsletter.intro")}</p>
      {answer?.sent ? (
        <p role="status" className="mt-4 alert alert-success">
          {t("newsletter.sent", { email: answer.sent })}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-4 flex max-w-md flex-col gap-2">
        <label htmlFor={fields.email.id} className="font-medium">
          {t("newsletter.emailLabel")}
        </label>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className="input w-full" />
        <FieldError id={fields.email.errorId} errors={fields.email.errors ?? form.errors} />
        <button type="submit" className="btn self-start btn-primary">
          {t("site.newsletterSubmit")}
        </button>
      </Form>
    </>
  );
}

export function NewsletterScreen({ loaded, answer }: NewsletterScreenProps) {
  const { link } = loaded;
  return (
    <AppScreen titleKey="newsletter.title">
      {link ? <LinkScreen link={link} answer={answer} /> : <SubscribeScreen answer={answer} />}
    </AppScreen>
  );
}
