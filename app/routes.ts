/** Remix's route config, built from the table in remix.config.ts (the one place routes are named). */
import { index, route, type RouteConfig } from "@remix-run/route-config";
import { shopRouteEntries } from "../remix.config";

export default shopRouteEntries().map((entry) =>
  entry.index ? index(entry.file, { id: entry.id }) : route(entry.path!, entry.file, { id: entry.id }),
) satisfies RouteConfig;
