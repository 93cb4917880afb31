/** What the article page knows about comments, shared by its loader and its components. */
export const COMMENTS_PAGE_SIZE = 10;
/** The query parameter of the comment list's page (the seed's comment list). */
export const COMMENTS_PAGE_PARAM = "comments";

export type Reply = { id: number; parentId: number | null; author: string; content: string; createdAt: string };
export type Comment = Reply & { replies: Reply[] };
export type CommentPage = { list: Comment[]; total: number; page: number; pageSize: number };
