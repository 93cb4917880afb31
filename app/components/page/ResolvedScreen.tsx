/**
 * For paths whose page type is only known once the backend has resolved them: the top-level
 * `/{slug}` (a language's home, a page, a category or a product) and custom URL rules or
 * custom-typed categories (the catch-all). The screen follows the type the backend answered with.
 */
import { useLoaderData } from "@remix-run/react";
import type { PageLoaderData } from "~/lib/page.server";
import { ListingScreen } from "~/components/catalogue/listing/ListingScreen";
import { ProductPage } from "~/components/catalogue/product/ProductPage";
import { ArticlePage } from "~/components/content/ArticlePage";
import { ContentScreen } from "./ContentScreen";
import { AppScreen } from "./AppScreen";
import { HomeScreen } from "~/components/content/HomeScreen";

const LISTINGS = new Set(["category", "tag", "collection"]);

export function ResolvedScreen({ appTitleKey = "pages.detail" }: { appTitleKey?: string }) {
  const { page } = useLoaderData<PageLoaderData>();
  const type = page.data?.type ?? "";
  if (LISTINGS.has(type)) return <ListingScreen />;
  if (type === "product") return <ProductPage />;
  if (type === "article") return <ArticlePage />;
  if (type === "home") return <HomeScreen />;
  if (type === "app") return <AppScreen titleKey={appTitleKey} />;
  return <ContentScreen titleKey={`pages.${type || "detail"}`} />;
}
