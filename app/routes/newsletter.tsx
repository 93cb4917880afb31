/**
 * The newsletter page, the action behind the footer form, and the screens of the mailed links:
 * `?confirm=<token>` and `?unsubscribe=<token>` show one button that posts the token back (a
 * mail scanner opening the link changes nothing). Works without JavaScript.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { failureReply, formError } from "~/lib/action-failure.server";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { newsletterSchema, newsletterTokenSchema } from "~/features/engagement/newsletter-form";
import { AppScreen } from "~/components/page/AppScreen";
import { FieldError } from "~/components/ui/FieldError";
import { FormMessage } from "~/components/ui/FormMessage";

export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "newsletter.title" };

type LinkIntent = { intent: "confirm" | "unsubscribe"; token: string } | null;

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadPage(args);
  const params = new URL(args.request.url).searchParams;
  const link: LinkIntent = params.get("confirm")
    ? { intent: "confirm", token: params.get("confirm")! }
    : params.get("unsubscribe")
      ? { intent: "unsubscribe", token: params.get("unsubscribe")! }
      : null;
  return data({ ...page.data, link }, page.init ?? undefined);
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const formData = await request.formData();
  const upstream = context.upstream;
  if (formData.has("intent")) {
    const submission = parseWithZod(formData, { schema: newsletterTokenSchema });
    if (submission.status !== "success")
      return data({ kind: "link" as const, result: formError("newsletter.linkInvalid"), done: null }, { status: 422 });
    try {
      await upstream.call(`newsletter/${submission.value.intent}`, { token: submission.value.token });
      return { kind: "link" as const, result: null, done: submission.value.intent };
    } catch (error) {
      return data({ kind: "link" as const, result: failureReply(error, args).result, done: null }, { status: 400 });
    }
  }
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success")
    return data({ kind: "subscribe" as const, result: submission.reply(), sent: null }, { status: 422 });
  try {
    await upstream.call("newsletter/subscribe", submission.value);
    return { kind: "subscribe" as const, result: submission.reply({ resetForm: true }), sent: submission.value.email };
  } catch (error) {
    const { result, status } = failureReply(error, args, { submission, fields: ["email"] });
    return data({ kind: "subscribe" as const, result, sent: null }, { status: status === 429 ? 429 : 422 });
  }
}

function LinkScreen({ link }: { link: NonNullable<LinkIntent> }) {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
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

function SubscribeScreen() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
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

export default function Screen() {
  const { link } = useLoaderData<typeof loader>();
  return <AppScreen titleKey="newsletter.title">{link ? <LinkScreen link={link} /> : <SubscribeScreen />}</AppScreen>;
}
