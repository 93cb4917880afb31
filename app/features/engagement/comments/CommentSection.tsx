/** Comments under an article: threads (a comment and its replies), paging links, the form. */
import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import type { Comment, CommentPage, Reply } from "~/features/engagement/comments/comments";
import { useShop } from "~/lib/use-shop";
import { Pagination } from "~/components/ui/Pagination";
import { CommentForm } from "./CommentForm";

function CommentBody({ comment, date }: { comment: Reply; date: Intl.DateTimeFormat }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline gap-2">
        <span className="font-medium">{comment.author}</span>
        <time className="shop-desc text-xs" dateTime={comment.createdAt}>
          {date.format(new Date(comment.createdAt))}
        </time>
      </div>
      <p className="mt-1 whitespace-pre-line">{comment.content}</p>
    </>
  );
}

function Thread({ comment, articleId, date }: { comment: Comment; articleId: number; date: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  return (
    <li id={`comment-${comment.id}`} className="py-4" data-testid="comment">
      <CommentBody comment={comment} date={date} />
      {comment.replies.length ? (
        <ul className="mt-3 flex flex-col gap-3 border-l-2 border-base-300 pl-4" aria-label={t("comments.replies")}>
          {comment.replies.map((reply) => (
            <li key={reply.id} id={`comment-${reply.id}`} data-testid="reply">
              <CommentBody comment={reply} date={date} />
            </li>
          ))}
        </ul>
      ) : null}
      <details className="mt-2">
        <summary className="link text-sm link-primary">{t("comments.reply")}</summary>
        <div className="mt-2 pl-4">
          <CommentForm articleId={articleId} parentId={comment.id} />
        </div>
      </details>
    </li>
  );
}

export function CommentSection({
  articleId,
  comments,
  pageParam,
}: {
  articleId: number;
  comments: CommentPage | null;
  pageParam: string;
}) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const location = useLocation();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page > 1) params.set(pageParam, String(page));
    else params.delete(pageParam);
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}#comments`;
  };
  return (
    <section id="comments" className="container mx-auto max-w-3xl py-6" aria-labelledby="comments-title">
      <h2 id="comments-title" className="shop-title text-xl">
        {t("comments.title", { count: comments?.total ?? 0 })}
      </h2>
      {!comments ? <p className="shop-desc mt-2">{t("comments.unavailable")}</p> : null}
      {comments && !comments.list.length ? <p className="shop-desc mt-2">{t("comments.none")}</p> : null}
      {comments?.list.length ? (
        <ul className="flex flex-col divide-y divide-base-300">
          {comments.list.map((comment) => (
            <Thread key={comment.id} comment={comment} articleId={articleId} date={date} />
          ))}
        </ul>
      ) : null}
      {comments ? (
        <Pagination page={comments.page} pages={Math.ceil(comments.total / comments.pageSize)} hrefFor={hrefFor} />
      ) : null}
      <div className="mt-6">
        <CommentForm articleId={articleId} />
      </div>
    </section>
  );
}
