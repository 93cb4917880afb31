/**
 * The reviews in a product page's data (the route request reads them with the product).
 * `?reviews=<n>` picks their page, for the backend and the paging links alike (no JavaScript needed).
 */
export const REVIEWS_PAGE_PARAM = "reviews";

export type Review = {
  id: number;
  rating: number;
  content: string;
  images: string[];
  author: string;
  createdAt: string;
};
export type ReviewSummary = { average: number; count: number; distribution: number[] };
export type ReviewPage = { list: Review[]; total: number; page: number; pageSize: number; summary: ReviewSummary };
