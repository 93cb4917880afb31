/**
 * Inquiry and feedback screens: the inquiry page draws the form the backend defines
 * (inquiry/form); both actions send through the backend and go on to /inquiry/thankyou.
 * Rate limits and other refusals come back as the form's message in the shopper's language.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { Upstream } from "../../../lib/upstream.server";
import { loadPage, type PageLoaderData } from "../../../lib/page.server";
import { UpstreamError } from "../../../lib/envelope";
import { failureReply } from "../../../lib/action-failure.server";
import { feedbackSchema, inquirySchema } from "./inquiry-form";
import { splitLanguage, withLanguage } from "../../../lib/url-rules";
import { uploadImages } from "../../account/uploads.server";
import type { CallOutput } from "../../../../functions/contract/calls";

/** inquiry/form's answer, as the generated contract types it. */
export type InquiryForm = CallOutput<"inquiry/form">;
export type InquiryField = InquiryForm["fields"][number];
export type InquiryLoaderData = PageLoaderData & { form: InquiryForm | null };

export async function loadInquiryPage(args: LoaderFunctionArgs) {
  const page = await loadPage(args);
  const upstream = args.context.upstream;
  try {
    const form = await upstream.call("inquiry/form", { slug: args.params.slug ?? "" });
    return data<InquiryLoaderData>({ ...page.data, form }, page.init ?? undefined);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 404) throw error;
    return data<InquiryLoaderData>({ ...page.data, form: null }, { ...page.init, status: 404 });
  }
}

const thankYou = (request: Request) =>
  redirect(withLanguage("/inquiry/thankyou", splitLanguage(new URL(request.url).pathname).prefix));

/** Parses the form, uploads its pictures, then `post`s the rest with their URLs through the upstream. */
async function send<Schema extends z.ZodType<{ images: File[] }>>(
  args: ActionFunctionArgs,
  schema: Schema,
  post: (upstream: Upstream, fields: Omit<z.output<Schema>, "images">, images: string[]) => Promise<unknown>,
  fieldNames: string[],
) {
  const { request, context } = args;
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 });
  const upstream = context.upstream;
  try {
    const { images, ...fields } = submission.value;
    await post(upstream, fields, await uploadImages(upstream, images));
  } catch (error) {
    const { result, status } = failureReply(error, args, { submission, fields: fieldNames });
    return data({ result }, { status });
  }
  return thankYou(request);
}

export const inquiryAction = (args: ActionFunctionArgs) =>
  send(
    args,
    inquirySchema,
    (upstream, fields, images) => upstream.call("inquiry/submit", { ...fields, slug: args.params.slug ?? "", images }),
    ["name", "email", "phone", "content", "images"],
  );

export const feedbackAction = (args: ActionFunctionArgs) =>
  send(args, feedbackSchema, (upstream, fields, images) => upstream.call("inquiry/feedback", { ...fields, images }), [
    "content",
    "contact",
    "images",
  ]);
