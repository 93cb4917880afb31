/**
 * `matchRoutes` and `matchPath` of @remix-run/router 1.23, with the work that depends only on the
 * route table done once per isolate instead of on every call (docs/decisions/170).
 *
 * The library flattens and ranks the whole route table (about 110 routes: every page, unprefixed
 * and under `:lang/`) and compiles a RegExp per route path tried, on every call; a product render
 * calls it five times (the server's match, the static router's `useRoutes`, twice for the lazy
 * discovery manifest, the static handler's query): 17 % of the render's CPU in bench/profile.
 * Here the ranked branches are kept per route tree (by identity, and by shape, since Remix's
 * server render builds a new but identical tree for every request) and the compiled paths per
 * (path, caseSensitive, end). The code is the library's, step for step; only the caches are new,
 * and matching.test.ts compares the answers with the library's own on the shop's route table.
 *
 * Nothing per request or per shopper is kept: the caches hold route paths from the build and
 * the child indexes of each branch, never a pathname, param or match.
 */
import {
  UNSAFE_decodePath as decodePath,
  UNSAFE_invariant as invariant,
  UNSAFE_warning as warning,
  joinPaths,
  normalizePathname,
  parsePath,
  stripBasename,
  type AgnosticRouteMatch,
  type AgnosticRouteObject,
  type Location,
  type Params,
  type PathMatch,
  type PathPattern,
} from "./library";

type Route = AgnosticRouteObject;
type CompiledParam = { paramName: string; isOptional?: boolean };
/** One level of a branch: the library's RouteMeta without the route, found by `childrenIndex`. */
type Meta = { relativePath: string; caseSensitive: boolean; childrenIndex: number };
type Branch = { path: string; score: number; metas: Meta[] };

const COMPILED_LIMIT = 2048;
const SHAPES_LIMIT = 32;
const compiled = new Map<string, [RegExp, CompiledParam[]]>();
const branchesByTree = new WeakMap<Route[], Branch[]>();
const branchesByShape = new Map<string, Branch[]>();

function compilePath(path: string, caseSensitive = false, end = true): [RegExp, CompiledParam[]] {
  const key = `${caseSensitive ? 1 : 0}${end ? 1 : 0}${path}`;
  const known = compiled.get(key);
  if (known) return known;
  warning(
    path === "*" || !path.endsWith("*") || path.endsWith("/*"),
    `Route path "${path}" will be treated as if it were "${path.replace(/\*$/, "/*")}" because the \`*\` character must always follow a \`/\` in the pattern. To get rid of this warning, please change the route path to "${path.replace(/\*$/, "/*")}".`,
  );
  const params: CompiledParam[] = [];
  let regexpSource =
    "^" +
    path
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
      .replace(/\/:([\w-]+)(\?)?/g, (_: string, paramName: string, isOptional?: string) => {
        params.push({ paramName, isOptional: isOptional != null });
        return isOptional ? "/?([^\\/]+)?" : "/([^\\/]+)";
      });
  if (path.endsWith("*")) {
    params.push({ paramName: "*" });
    regexpSource += path === "*" || path === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  } else if (end) {
    regexpSource += "\\/*$";
  } else if (path !== "" && path !== "/") {
    regexpSource += "(?:(?=\\/|$))";
  }
  // No `g` or `y` flag: the RegExp keeps no state between matches, so sharing it is safe.
  const entry: [RegExp, CompiledParam[]] = [new RegExp(regexpSource, caseSensitive ? undefined : "i"), params];
  if (compiled.size >= COMPILED_LIMIT) compiled.clear();
  compiled.set(key, entry);
  return entry;
}

export function matchPath<ParamKey extends string = string>(
  pattern: PathPattern | string,
  pathname: string,
): PathMatch<ParamKey> | null {
  const full: PathPattern = typeof pattern === "string" ? { path: pattern, caseSensitive: false, end: true } : pattern;
  const [matcher, compiledParams] = compilePath(full.path, full.caseSensitive, full.end);
  const match = pathname.match(matcher);
  if (!match) return null;
  const matchedPathname = match[0];
  let pathnameBase = matchedPathname.replace(/(.)\/+$/, "$1");
  const captureGroups = match.slice(1);
  const params = compiledParams.reduce<Record<string, string | undefined>>((memo, { paramName, isOptional }, index) => {
    if (paramName === "*") {
      const splatValue = captureGroups[index] || "";
      pathnameBase = matchedPathname.slice(0, matchedPathname.length - splatValue.length).replace(/(.)\/+$/, "$1");
    }
    const value = captureGroups[index];
    if (isOptional && !value) memo[paramName] = undefined;
    else memo[paramName] = (value || "").replace(/%2F/g, "/");
    return memo;
  }, {});
  return { params: params as Params<ParamKey>, pathname: matchedPathname, pathnameBase, pattern: full };
}

function explodeOptionalSegments(path: string): string[] {
  const segments = path.split("/");
  if (segments.length === 0) return [];
  const [first, ...rest] = segments;
  const isOptional = first.endsWith("?");
  const required = first.replace(/\?$/, "");
  if (rest.length === 0) return isOptional ? [required, ""] : [required];
  const restExploded = explodeOptionalSegments(rest.join("/"));
  const result: string[] = [];
  result.push(...restExploded.map((subpath) => (subpath === "" ? required : [required, subpath].join("/"))));
  if (isOptional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith("/") && exploded === "" ? "/" : exploded));
}

const paramRe = /^:[\w-]+$/;
const isSplat = (s: string) => s === "*";

function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split("/");
  let initialScore = segments.length;
  if (segments.some(isSplat)) initialScore += -2;
  if (index) initialScore += 2;
  return segments
    .filter((s) => !isSplat(s))
    .reduce((score, segment) => score + (paramRe.test(segment) ? 3 : segment === "" ? 1 : 10), initialScore);
}

function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1] - b[b.length - 1] : 0;
}

function flattenRoutes(routes: Route[], branches: Branch[] = [], parentsMeta: Meta[] = [], parentPath = ""): Branch[] {
  const flattenRoute = (route: Route, index: number, relativePath?: string) => {
    const meta: Meta = {
      relativePath: relativePath === undefined ? route.path || "" : relativePath,
      caseSensitive: route.caseSensitive === true,
      childrenIndex: index,
    };
    if (meta.relativePath.startsWith("/")) {
      invariant(
        meta.relativePath.startsWith(parentPath),
        `Absolute route path "${meta.relativePath}" nested under path "${parentPath}" is not valid. An absolute child route path must start with the combined path of all its parent routes.`,
      );
      meta.relativePath = meta.relativePath.slice(parentPath.length);
    }
    const path = joinPaths([parentPath, meta.relativePath]);
    const routesMeta = parentsMeta.concat(meta);
    if (route.children && route.children.length > 0) {
      invariant(
        // The types already rule it out; a route table built at run time may not.
        (route as { index?: boolean }).index !== true,
        `Index routes must not have child routes. Please remove all child routes from route path "${path}".`,
      );
      flattenRoutes(route.children, branches, routesMeta, path);
    }
    if (route.path == null && !route.index) return;
    branches.push({ path, score: computeScore(path, route.index), metas: routesMeta });
  };
  routes.forEach((route, index) => {
    if (route.path === "" || !route.path?.includes("?")) flattenRoute(route, index);
    else for (const exploded of explodeOptionalSegments(route.path)) flattenRoute(route, index, exploded);
  });
  return branches;
}

function rankRouteBranches(branches: Branch[]): void {
  branches.sort((a, b) =>
    a.score !== b.score
      ? b.score - a.score
      : compareIndexes(
          a.metas.map((meta) => meta.childrenIndex),
          b.metas.map((meta) => meta.childrenIndex),
        ),
  );
}

/** What flattening reads from a tree: paths, index and case flags, children; not ids or loaders. */
function shapeOf(routes: Route[]): string {
  let shape = "";
  for (const route of routes) {
    shape += `${route.index ? "i" : "-"}${route.caseSensitive === true ? "c" : "-"}${route.path ?? "\u0000"}\u0001`;
    if (route.children && route.children.length > 0) shape += `[${shapeOf(route.children)}]`;
    else if (route.children) shape += "[]";
  }
  return shape;
}

function rankedBranches(routes: Route[]): Branch[] {
  let branches = branchesByTree.get(routes);
  if (branches) return branches;
  const shape = shapeOf(routes);
  branches = branchesByShape.get(shape);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    if (branchesByShape.size >= SHAPES_LIMIT) branchesByShape.clear();
    branchesByShape.set(shape, branches);
  }
  branchesByTree.set(routes, branches);
  return branches;
}

function matchRouteBranch<R extends Route>(
  routes: R[],
  branch: Branch,
  pathname: string,
  allowPartial = false,
): AgnosticRouteMatch<string, R>[] | null {
  const { metas } = branch;
  const matchedParams: Record<string, string | undefined> = {};
  let matchedPathname = "/";
  const matches: AgnosticRouteMatch<string, R>[] = [];
  let siblings: Route[] | undefined = routes;
  for (let i = 0; i < metas.length; ++i) {
    const meta = metas[i];
    const end = i === metas.length - 1;
    const remainingPathname = matchedPathname === "/" ? pathname : pathname.slice(matchedPathname.length) || "/";
    let match = matchPath({ path: meta.relativePath, caseSensitive: meta.caseSensitive, end }, remainingPathname);
    const route = siblings![meta.childrenIndex] as R;
    siblings = route.children;
    if (!match && end && allowPartial && !route.index) {
      match = matchPath({ path: meta.relativePath, caseSensitive: meta.caseSensitive, end: false }, remainingPathname);
    }
    if (!match) return null;
    Object.assign(matchedParams, match.params);
    matches.push({
      params: matchedParams as Params<string>,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),
      route,
    });
    if (match.pathnameBase !== "/") matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}

export function matchRoutes<R extends Route = Route>(
  routes: R[],
  locationArg: Partial<Location> | string,
  basename = "/",
): AgnosticRouteMatch<string, R>[] | null {
  const location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
  const pathname = stripBasename(location.pathname || "/", basename);
  if (pathname == null) return null;
  const branches = rankedBranches(routes);
  let matches: AgnosticRouteMatch<string, R>[] | null = null;
  const decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) matches = matchRouteBranch(routes, branches[i], decoded);
  return matches;
}
