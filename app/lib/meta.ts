/**
 * The page's `meta` from the route request becomes real tags: <title>, description, a
 * <link rel="canonical"> (not a meta), og:* properties, robots and hreflang alternates.
 */
import { isRouteErrorResponse, type MetaDescriptor, type MetaFunction } from "@remix-run/react";
import type { Page } from "./site";
import type { RootData } from "~/root";

const ERROR_TITLE_KEYS: Record<number, "notFoundTitle" | "forbiddenTitle"> = { 404: "notFoundTitle", 403: "forbiddenTitle" };

export const pageMeta: MetaFunction = ({ data, error, matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const failed = isRouteErrorResponse(error) ? (error.data as { page?: Page | null; status?: number } | null) : null;
  const page = (data as { page?: Page } | undefined)?.page ?? failed?.page ?? null;
  const meta = page?.meta ?? {};
  const siteName = root?.site.name ?? "Shop";
  let title = typeof meta.title === "string" && meta.title ? meta.title : siteName;
  if (error && !page?.meta?.title) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    title = root?.messages.errors[ERROR_TITLE_KEYS[status] ?? "serverTitle"] ?? title;
  }
  const tags: MetaDescriptor[] = [{ title }];
  if (meta.description) tags.push({ name: "description", content: meta.description });
  if (meta.robots) tags.push({ name: "robots", content: meta.robots });
  if (error) tags.push({ name: "robots", content: "noindex" });
  if (meta.canonical) tags.push({ tagName: "link", rel: "canonical", href: meta.canonical });
  for (const [key, value] of Object.entries(meta)) {
    if (typeof value !== "string") continue;
    if (key.startsWith("og:")) tags.push({ property: key, content: value });
    if (key.startsWith("twitter:")) tags.push({ name: key, content: value });
  }
  for (const alternate of meta.alternates ?? []) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate.hreflang, href: alternate.href });
  }
  return tags;
};
