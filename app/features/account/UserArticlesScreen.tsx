/**
 * The customer's own articles (routes/user.article.tsx): the list (view, edit, delete with its
 * confirmation) and the editor (?edit=<id>, or ?new). Without JavaScript the editor is a textarea.
 */
import { Form, Link, useLocation, useNavigation, type useActionData, type useLoaderData } from "@remix-run/react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { FieldError } from "~/components/ui/FieldError";
import { FormMessage } from "~/components/ui/FormMessage";
import { PagedList } from "~/components/ui/PagedList";
import { TextField } from "~/features/auth/TextField";
import type { loadUserArticles, userArticleAction } from "./user-articles.server";
import { articleSaveSchema } from "./user-article-form";
import { formatDateTime } from "./user-center";
import { RichTextEditor } from "./RichTextEditor";
import { UserNav } from "./UserNav";

type UserArticlesScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadUserArticles>>;
  answer: ReturnType<typeof useActionData<typeof userArticleAction>>;
};

export function UserArticlesScreen({ loaded, answer: actionData }: UserArticlesScreenProps) {
  const { screen } = loaded;
  const { t } = useTranslation();
  const { lang } = useShop();
  const links = useLinks();
  const { pathname, search } = useLocation();
  const busy = useNavigation().state === "submitting";
  const params = new URLSearchParams(search);
  const editing = screen.list.find((article) => String(article.id) === params.get("edit"));
  const writing = !!editing || params.has("new") || actionData?.intent === "save";
  const [form, fields] = useForm({
    id: `article-form-${editing?.id ?? "new"}`,
    lastResult: actionData?.intent === "save" ? actionData.result : undefined,
    defaultValue: editing ? { title: editing.title, slug: editing.slug, content: editing.content } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: articleSaveSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const savedSlug = params.get("done") === "save" ? params.get("slug") : null;
  return (
    <AppScreen titleKey="pages.userArticle">
      <UserNav />
      {savedSlug ? (
        <p role="status" className="mt-4 alert alert-success">
          {t("userArticle.published")}{" "}
          <Link to={links.detail("article", savedSlug)} className="link">
            {t("userArticle.view")}
          </Link>
        </p>
      ) : null}
      {params.get("done") === "delete" ? (
        <p role="status" className="mt-4 alert alert-success">
          {t("userArticle.deleted")}
        </p>
      ) : null}
      {actionData?.confirmDelete ? (
        <ConfirmDialog
          id="delete-question"
          intent="delete"
          itemId={actionData.confirmDelete}
          question={t("confirm.delete")}
          yes={t("userArticle.confirmDelete")}
          keep={t("userArticle.keep")}
          keepTo={pathname}
        />
      ) : null}
      {writing ? (
        <section aria-labelledby="article-form-heading" className="mt-6 max-w-3xl">
          <h2 id="article-form-heading" className="font-semibold">
            {editing ? t("userArticle.editHeading") : t("userArticle.newHeading")}
          </h2>
          <Form method="post" {...getFormProps(form)} className="mt-2 flex flex-col gap-2">
            <FormMessage id={form.errorId} errors={form.errors} />
            {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
            <TextField field={fields.title} labelKey="userArticle.title" type="text" autoComplete="off" />
            <TextField
              field={fields.slug}
              labelKey="userArticle.slug"
              type="text"
              autoComplete="off"
              hintKey="userArticle.slugHint"
            />
            <RichTextEditor
              id={fields.content.id}
              name={fields.content.name}
              defaultValue={fields.content.initialValue ?? ""}
              labelKey="userArticle.content"
              errorId={fields.content.errorId}
              invalid={!!fields.content.errors}
            />
            <FieldError id={fields.content.errorId} errors={fields.content.errors} />
            <div className="flex gap-2">
              <button type="submit" name="intent" value="save" className="btn btn-primary" disabled={busy}>
                {t("userArticle.publish")}
              </button>
              <Link to={pathname} className="btn btn-ghost">
                {t("userArticle.cancel")}
              </Link>
            </div>
          </Form>
        </section>
      ) : (
        <Link to="?new" className="btn mt-4 btn-primary">
          {t("userArticle.write")}
        </Link>
      )}
      <PagedList
        paged={screen}
        keyOf={(article) => article.id}
        itemClassName="flex flex-wrap items-center justify-between gap-3 py-3"
        hrefFor={(page) => `${pathname}?page=${page}`}
        empty={t("userArticle.empty")}
        listClassName="mt-6 divide-y divide-base-300"
      >
        {(article) => (
          <>
            <div>
              <Link to={links.detail("article", article.slug)} className="font-semibold link-hover">
                {article.title}
              </Link>
              <p className="shop-desc text-sm">
                {t("userArticle.updated", { date: formatDateTime(article.updatedAt, lang) })}
              </p>
            </div>
            <div className="flex gap-2">
              <Link
                to={`?edit=${article.id}`}
                className="btn btn-sm"
                aria-label={`${t("userArticle.edit")}: ${article.title}`}
              >
                {t("userArticle.edit")}
              </Link>
              <Form method="post">
                <input type="hidden" name="id" value={article.id} />
                <button
                  type="submit"
                  name="intent"
                  value="delete"
                  className="btn btn-outline btn-error btn-sm"
                  aria-label={`${t("userArticle.delete")}: ${article.title}`}
                >
                  {t("userArticle.delete")}
                </button>
              </Form>
            </div>
          </>
        )}
      </PagedList>
    </AppScreen>
  );
}
