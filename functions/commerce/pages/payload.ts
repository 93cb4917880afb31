/** What a page loader hands the composer: the page's data, and what its template needs. */
export type PageMeta = {
  title: string;
  description: string;
  image?: string | null;
  ogType?: string;
  robots?: string;
};

export type PagePayload = {
  data: { type: string } & Record<string, unknown>;
  /** The body template's page type, e.g. "category" or "category:brand". */
  templateType: string;
  values?: Record<string, string | number | undefined>;
  html?: Record<string, string | undefined>;
  slots?: Record<string, unknown>;
  meta: PageMeta;
};

/** A page's queries (sent in the route request's second batch) and how to read their results; null is "not found". */
export type PagePlan = {
  statements: D1PreparedStatement[];
  read: (results: D1Result[]) => PagePayload | null;
};

export const staticPlan = (payload: PagePayload | null): PagePlan => ({ statements: [], read: () => payload });
