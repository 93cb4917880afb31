/**
 * The page's `meta` from the route request becomes real tags: <title>, description, a
 * <link rel="canonical"> (not a meta), og:* properties, robots and hreflang alternates.
 */
import { isRouteErrorResponse, type MetaDescriptor, type MetaFunction } from "@remix-run/react";
import type { Page } from "./site";
import type { RootData } from "~/root";

const ERROR_TITLE_KEYS: Record<number, "notFoundTitle" | "forbiddenTitle"> = { 404: "notFoundTitle", 403: "forbiddenTitle" };

function lookup(messages: unknown, key: string): string | undefined {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  return typeof value === "string" && !value.includes("{{") ? value : undefined;
}

export const pageMeta: MetaFunction = ({ data, error, matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const failed = isRouteErrorResponse(error) ? (error.data as { page?: Page | null; status?: number } | null) : null;
  const page = (data as { page?: Page } | undefined)?.page ?? failed?.page ?? null;
  const meta = page?.meta ?? {};
  const siteName = root?.site.name ?? "Shop";
  // Screens the storefront draws itself name themselves (route `handle.titleKey`).
  const titleKey = (matches.at(-1)?.handle as { titleKey?: string } | undefined)?.titleKey;
  const ownTitle = titleKey ? lookup(root?.messages, titleKey) : undefined;
  let title = typeof meta.title === "string" && meta.title ? meta.title : ownTitle ? `${ownTitle} | ${siteName}` : siteName;
  if (error && !page?.meta?.title) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    title = lookup(root?.messages, `errors.${ERROR_TITLE_KEYS[status] ?? "serverTitle"}`) ?? title;
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
