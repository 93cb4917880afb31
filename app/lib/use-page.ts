/** The page of the deepest route that loaded one (or the error page data a route threw). */
import { useMatches, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import type { Page } from "./site";

export function useLeafPage(): Page | null {
  const matches = useMatches();
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const page = (error.data as { page?: Page | null } | null)?.page;
    if (page) return page;
  }
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = (matches[i].data as { page?: Page } | undefined)?.page;
    if (page) return page;
  }
  return null;
}
