/**
 * Every route's data brings the texts its screen reads (ADR 280): the loaders of the server build
 * are wrapped once, so a route's own loader stays as it is and the table in route-namespaces.ts is
 * the one place that says which namespaces go where. A redirect or a thrown answer passes
 * untouched; the error screen's texts come with the root's.
 */
import type { LoaderFunctionArgs, ServerBuild } from "@remix-run/cloudflare";
import { shopRouteEntries } from "../../../remix.config";
import { textsOf } from "../i18n.server";
import { ROUTE_NAMESPACES } from "./route-namespaces";
import { ROUTE_TEXTS } from "./route-texts";
import type { Language } from "../../../functions/contract/languages";

type Loader = (args: LoaderFunctionArgs) => unknown;
type WithInit = { type: "DataWithResponseInit"; data: unknown; init: unknown };

const isWithInit = (value: unknown): value is WithInit =>
  !!value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit";

const isPlainData = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !(value instanceof Response) && !Array.isArray(value);

/** The loader's answer with the texts added beside its data (a redirect or a Response as it was). */
export function withTexts(answer: unknown, texts: object): unknown {
  if (isWithInit(answer)) {
    if (!isPlainData(answer.data)) return answer;
    const copy = Object.assign(Object.create(Object.getPrototypeOf(answer) as object), answer) as WithInit;
    copy.data = { ...answer.data, [ROUTE_TEXTS]: texts };
    return copy;
  }
  return isPlainData(answer) ? { ...answer, [ROUTE_TEXTS]: texts } : answer;
}

function textsLoader(loader: Loader, namespaces: readonly string[]): Loader {
  return async (args) => {
    const answer = await loader(args);
    const lang = (args.context as { lang?: Language }).lang ?? "en";
    return withTexts(answer, textsOf(lang, namespaces));
  };
}

/** The build with each route's loader bringing its route's namespaces. */
export function withRouteTexts(build: ServerBuild): ServerBuild {
  const fileOf = new Map(shopRouteEntries().map((entry) => [entry.id, entry.file]));
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const namespaces = ROUTE_NAMESPACES[fileOf.get(id) ?? ""] ?? [];
    const loader = route.module.loader as Loader | undefined;
    routes[id] =
      loader && namespaces.length
        ? { ...route, module: { ...route.module, loader: textsLoader(loader, namespaces) as never } }
        : route;
  }
  return { ...build, routes };
}
