/**
 * The document shell: language, theme variables, head and foot around every page, the
 * navigation progress bar, toasts and dialogs. The page's own data comes from the leaf route's
 * loader (lib/page.server.ts); the root holds what every page shares (language, texts, site).
 */
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import type { ReactNode } from "react";
import stylesheet from "./tailwind.css?url";
import { textsOf } from "./lib/i18n.server";
import { ROOT_NAMESPACES } from "./lib/i18n/route-namespaces";
import { languageFromPath } from "../functions/contract/request-language";
import { loadShopperSummary } from "./lib/shopper.server";
import { resolveCurrency } from "./lib/currency.server";
import { useLeafPage } from "./lib/use-page";
import { resolveTheme } from "./lib/theme/theme";
import { cssOfTheme, documentThemeCss, THEME_STYLE_ID } from "./lib/theme/document-theme-css";
import { pageTheme } from "./lib/page-html/page-parts.server";
import { DEFAULT_THEME } from "../functions/contract/theme";
import { pageMeta } from "./lib/meta";
import { splitLanguage } from "./lib/url-rules";
import { PageShell } from "./components/page/PageShell";
import { ErrorScreen } from "./components/page/ErrorScreen";
import { ShopProviders } from "./components/page/ShopProviders";
import { useApplyLanguage } from "./lib/use-apply-language";
import { useNonce } from "./lib/nonce";
import type { PageErrorData } from "./lib/page.server";
import type { RootData } from "./lib/root-data";
import { NO_STITCHED_PARTS, SHOPPER_PARTS_ELEMENT_ID } from "../functions/contract/shopper-parts";

/** A page whose own route never rendered (an error caught here) still gets a <title>. */
export const meta = pageMeta;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, upstream, session } = context;
  const prefix = languageFromPath(new URL(request.url).pathname);
  // The shopper's name and cart count: one call, only for shoppers who have a cart or a session.
  const { site } = context;
  const { cartCount, account } = await loadShopperSummary(session, upstream);
  const headers = new Headers();
  const currency = await resolveCurrency(request, site, headers);
  return data<RootData>(
    {
      lang,
      prefix,
      origin: new URL(request.url).origin,
      // The head's and foot's texts; each route's data brings its own screen's (ADR 280).
      messages: textsOf(lang, ROOT_NAMESPACES),
      // Pages without a page of their own (an error caught here) use the site's theme; a document
      // sends it once, in its <style> (ADR 350).
      themeCss: context.documentRequest ? "" : pageTheme(site.theme).themeCss,
      currency,
      cartCount,
      // A live session, checked with the backend; `account` is what the head's account link shows.
      signedIn: !!account,
      account,
      site: {
        name: site.name,
        logo: site.logo ?? null,
        currencies: site.currencies,
        defaultCurrency: site.defaultCurrency,
        urlRules: site.urlRules,
        categoryTypes: site.categoryTypes,
        theme: site.theme ?? null,
      },
    },
    { headers },
  );
}

/** The root's data depends on the language, currency and session: skip it on other navigations. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (nextUrl.searchParams.has("currency")) return true;
  return splitLanguage(currentUrl.pathname).prefix !== splitLanguage(nextUrl.pathname).prefix;
};

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const { i18n } = useTranslation();
  const lang = root?.lang ?? i18n.language ?? "en";
  const page = useLeafPage();
  // A client navigation's data brings the CSS made; a document's data leaves it out (ADR 350): the
  // server draws it from the theme, the browser reads back what the document's <style> holds
  // (import.meta.env.SSR keeps the drawing code out of the browser). A page whose root loader
  // failed falls back to the default theme.
  const themeCss =
    page?.themeCss ||
    root?.themeCss ||
    (import.meta.env.SSR
      ? cssOfTheme(page?.theme ?? (root ? resolveTheme(root.site.theme) : DEFAULT_THEME))
      : documentThemeCss());
  // The texts travel with the data: the root's and each route's own (ADR 280), handed to the
  // translator here before anything below translates. Only when the root loader failed (no data)
  // does the page carry them itself.
  useApplyLanguage(root?.lang, root?.messages);
  const ownMessages = root ? null : (i18n.getResourceBundle(lang, "translation") ?? {});
  const nonce = useNonce();
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <style id={THEME_STYLE_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeCss }} />
      </head>
      <body>
        {children}
        {/* A cached page's personal parts, written here by the Worker (lib/stitched-parts.ts, ADR 270). */}
        <script
          id={SHOPPER_PARTS_ELEMENT_ID}
          type="application/json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: NO_STITCHED_PARTS }}
        />
        {ownMessages && (
          <script
            id="i18n-messages"
            type="application/json"
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: JSON.stringify(ownMessages).replace(/</g, "\\u003c") }}
          />
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const page = useLeafPage();
  return (
    <ShopProviders>
      <PageShell page={page}>
        <Outlet />
      </PageShell>
    </ShopProviders>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const failure = isRouteErrorResponse(error) ? (error.data as PageErrorData | null) : null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ShopProviders>
      <PageShell page={failure?.page ?? null}>
        <ErrorScreen status={failure?.status ?? status} messageKey={failure?.messageKey} />
      </PageShell>
    </ShopProviders>
  );
}
