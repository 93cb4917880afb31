/**
 * For paths whose page type is only known once the backend has resolved them: the top-level
 * `/{slug}` (a language's home, a page, a category or a product) and custom URL rules or
 * custom-typed categories (the catch-all). The screen follows the type the backend answered with.
 */
import { useLoaderData } from "@remix-run/react";
import type { PageLoaderData } from "~/lib/page.server";
import { ListingScreen } from "~/features/catalogue/listing/ListingScreen";
import { ProductPage } from "~/features/catalogue/product/ProductPage";
import { ArticlePage } from "~/features/content/ArticlePage";
import { ContentScreen } from "./ContentScreen";
import { HomeScreen } from "~/features/content/HomeScreen";

const LISTINGS = new Set(["category", "tag", "collection"]);

export function ResolvedScreen() {
  const { page } = useLoaderData<PageLoaderData>();
  const type = page.data?.type ?? "";
  if (LISTINGS.has(type)) return <ListingScreen />;
  if (type === "product") return <ProductPage />;
  if (type === "article") return <ArticlePage />;
  if (type === "home") return <HomeScreen />;
  // An app-rule page (/app/*) is the operator's template: its body, like any content page.
  if (type === "appPage") return <ContentScreen titleKey="pages.detail" />;
  return <ContentScreen titleKey={`pages.${type || "detail"}`} />;
}
