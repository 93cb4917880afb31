/**
 * The status filter of the account lists (orders, after-sales): one plain link per status, so the
 * tabs work without JavaScript, and the paging links keep the chosen status.
 */
import { Link, useLocation } from "@remix-run/react";

type Changes = { status?: string | null; page?: number };

/** The status in the address and a builder of this list's links (status, page). */
export function useStatusFilter() {
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search).get("status");
  const hrefFor = (changes: Changes) => {
    const params = new URLSearchParams();
    const status = changes.status === undefined ? current : changes.status;
    if (status) params.set("status", status);
    if ((changes.page ?? 1) > 1) params.set("page", String(changes.page));
    return params.size ? `${pathname}?${params}` : pathname;
  };
  return { current, hrefFor };
}

type Props = {
  statuses: readonly string[];
  /** The name of the list, read by screen readers as the tabs' label. */
  label: string;
  /** The tab's text; `null` is the "all" tab. */
  labelFor: (status: string | null) => string;
};

export function StatusTabs({ statuses, label, labelFor }: Props) {
  const { current, hrefFor } = useStatusFilter();
  return (
    <nav className="tabs-border mt-4 tabs" aria-label={label}>
      {[null, ...statuses].map((status) => (
        <Link
          key={status ?? "all"}
          to={hrefFor({ status, page: 1 })}
          className={`tab ${status === current ? "tab-active" : ""}`}
          aria-current={status === current ? "page" : undefined}
        >
          {labelFor(status)}
        </Link>
      ))}
    </nav>
  );
}
