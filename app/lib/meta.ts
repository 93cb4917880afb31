/**
 * The page's `meta` from the route request becomes real tags: <title>, description, a
 * <link rel="canonical"> (not a meta), og:* properties, robots and hreflang alternates.
 *
 * Every page gets a description (search engines show it under the title, and Lighthouse's SEO
 * audit asks for one): the backend's when it has one, else the screen's own text from
 * locales/<lang>/meta.json (route `handle.descriptionKey`), else "<screen title> at <site>".
 */
import { isRouteErrorResponse, type MetaDescriptor, type MetaFunction } from "@remix-run/react";
import type { Page } from "./site";
import type { RootData } from "./root-data";
import { ROUTE_TEXTS } from "./i18n/route-texts";
import { pageAlternates } from "./hreflang";

const ERROR_TITLE_KEYS: Record<number, "notFoundTitle" | "forbiddenTitle"> = {
  404: "notFoundTitle",
  403: "forbiddenTitle",
};

/** What a route may say about itself in `export const handle`. */
export type MetaHandle = { titleKey?: string; descriptionKey?: string };

function text(messages: unknown, key: string): string | undefined {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  return typeof value === "string" ? value : undefined;
}

/** A text without placeholders (titles are used as they are). */
function lookup(messages: unknown, key: string): string | undefined {
  const value = text(messages, key);
  return value && !value.includes("{{") ? value : undefined;
}

/** A text with its {{placeholders}} filled; undefined when one of them has no value. */
function fill(messages: unknown, key: string, values: Record<string, string>): string | undefined {
  const template = text(messages, key);
  if (!template) return undefined;
  let missing = false;
  const filled = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (values[name] === undefined) missing = true;
    return values[name] ?? "";
  });
  return missing ? undefined : filled;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value : undefined;
}

export const pageMeta: MetaFunction = ({ data, error, matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  // The root's texts and the page's own (a screen's title may be in its route's namespaces, ADR 280).
  const messages = Object.assign(
    {},
    root?.messages,
    ...matches.map((match) => (match.data as Record<string, object> | undefined)?.[ROUTE_TEXTS]),
  ) as Record<string, unknown>;
  const failed = isRouteErrorResponse(error) ? (error.data as { page?: Page | null; status?: number } | null) : null;
  const page = (data as { page?: Page } | undefined)?.page ?? failed?.page ?? null;
  const meta = page?.meta ?? {};
  const siteName = root?.site.name ?? "Shop";
  // Screens the storefront draws itself name themselves (route `handle.titleKey`); the backend
  // titles those with the bare site name, which says nothing about the screen.
  const handle = matches.at(-1)?.handle as MetaHandle | undefined;
  const ownTitle = handle?.titleKey ? lookup(messages, handle.titleKey) : undefined;
  const backendTitle = nonEmpty(meta.title) && meta.title !== siteName ? (meta.title as string) : undefined;
  let title = backendTitle ?? (ownTitle ? `${ownTitle} | ${siteName}` : siteName);
  if (error && !page?.meta?.title) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    title = lookup(messages, `errors.${ERROR_TITLE_KEYS[status] ?? "serverTitle"}`) ?? title;
  }
  const screenTitle = ownTitle ?? nonEmpty(meta["og:title"]);
  const description =
    nonEmpty(meta.description) ??
    (handle?.descriptionKey ? fill(messages, handle.descriptionKey, { site: siteName }) : undefined) ??
    (screenTitle && screenTitle !== siteName
      ? fill(messages, "meta.screen", { title: screenTitle, site: siteName })
      : undefined) ??
    siteName;
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (meta.robots) tags.push({ name: "robots", content: meta.robots });
  if (error) tags.push({ name: "robots", content: "noindex" });
  if (meta.canonical) tags.push({ tagName: "link", rel: "canonical", href: meta.canonical });
  for (const [key, value] of Object.entries(meta)) {
    if (typeof value !== "string") continue;
    if (key === "og:description") tags.push({ property: key, content: nonEmpty(value) ?? description });
    else if (key.startsWith("og:")) tags.push({ property: key, content: value });
    if (key.startsWith("twitter:")) tags.push({ name: key, content: value });
  }
  for (const alternate of pageAlternates(meta)) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate.hreflang, href: alternate.href });
  }
  return tags;
};
