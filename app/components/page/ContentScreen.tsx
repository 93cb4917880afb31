/**
 * Content pages (home, categories, products, articles, pages, …) show the server's pageBody.
 * When a page has no body yet, its heading still says what it is, in the shopper's language.
 */
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import type { PageLoaderData } from "~/lib/page.server";
import { PageHtml } from "./PageHtml";

export function ContentScreen({ titleKey }: { titleKey: string }) {
  const { page } = useLoaderData<PageLoaderData>();
  const { t } = useTranslation();
  if (page.body.length) return <PageHtml nodes={page.body} />;
  const data = page.data as { title?: string; name?: string } | null;
  return (
    <section className="container mx-auto py-8">
      <p className="shop-desc text-sm">{t(titleKey)}</p>
      <h1 className="shop-title">{data?.title ?? data?.name ?? t(titleKey)}</h1>
    </section>
  );
}
