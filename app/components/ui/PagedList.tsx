/**
 * One page of a longer list (orders, after-sales applications, articles, account events): the
 * "nothing here" line when the page is empty, the rows, and the previous / next links under
 * them (plain links, so paging works without JavaScript). Each screen renders its own row.
 */
import type { ReactNode } from "react";
import { Pagination } from "./Pagination";

export type Paged<T> = { list: T[]; total: number; page: number; pageSize: number };

export const pageCount = (paged: { total: number; pageSize: number }) =>
  Math.max(1, Math.ceil(paged.total / paged.pageSize));

type PagedListProps<T> = {
  paged: Paged<T>;
  keyOf: (item: T) => string | number;
  /** A row's content; the row itself is an <li> with `itemClassName`. */
  children: (item: T) => ReactNode;
  itemClassName: string;
  /** The link to another page of the same list. */
  hrefFor: (page: number) => string;
  /** Said when the page has no rows; `null` when the screen says it elsewhere. */
  empty: ReactNode;
  /** Classes of the "nothing here" line and of the list. */
  emptyClassName?: string;
  listClassName?: string;
  ordered?: boolean;
};

export function PagedList<T>({
  paged,
  keyOf,
  children,
  itemClassName,
  hrefFor,
  empty,
  emptyClassName = "shop-desc mt-6",
  listClassName = "mt-4 divide-y divide-base-300",
  ordered = false,
}: PagedListProps<T>) {
  const List = ordered ? "ol" : "ul";
  return (
    <>
      {paged.list.length === 0 && empty !== null ? <p className={emptyClassName}>{empty}</p> : null}
      <List className={listClassName}>
        {paged.list.map((item) => (
          <li key={keyOf(item)} className={itemClassName}>
            {children(item)}
          </li>
        ))}
      </List>
      <Pagination page={paged.page} pages={pageCount(paged)} hrefFor={hrefFor} />
    </>
  );
}
