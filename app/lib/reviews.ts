/** What the product page knows about reviews, shared by its loader and its components. */
export const REVIEWS_PAGE_SIZE = 5;
/** The query parameter of the review list's page: plain links, so paging works without JavaScript. */
export const REVIEWS_PAGE_PARAM = "reviews";

export type Review = { id: number; rating: number; content: string; images: string[]; author: string; createdAt: string };
export type ReviewSummary = { average: number; count: number; distribution: number[] };
export type ReviewPage = { list: Review[]; total: number; page: number; pageSize: number; summary: ReviewSummary };

/** A list's page number from the URL; anything odd is page 1. */
export const pageParam = (url: URL, name: string) => {
  const page = Number(url.searchParams.get(name));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
};
