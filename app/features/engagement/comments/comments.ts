/**
 * The comment threads in an article page's data (the route request reads them with the article).
 * `?comments=<n>` picks their page: the seed's comment list, for the backend and the paging links alike.
 */
export const COMMENTS_PAGE_PARAM = "comments";

export type Reply = { id: number; parentId: number | null; author: string; content: string; createdAt: string };
export type Comment = Reply & { replies: Reply[] };
export type CommentPage = { list: Comment[]; total: number; page: number; pageSize: number };
