/** /error/404, /error/403 and /error/500: the error page itself, answered with its own status. */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { ErrorScreen } from "~/components/page/ErrorScreen";

function statusOf(pathname: string): number {
  const status = Number(pathname.split("/").pop());
  return [403, 404, 500].includes(status) ? status : 404;
}

export async function loader(args: LoaderFunctionArgs) {
  const status = statusOf(new URL(args.request.url).pathname);
  const result = await loadPage(args);
  return data({ ...result.data, status }, { status, headers: result.init?.headers });
}

export const meta = pageMeta;
export const headers = pageHeaders;

export default function Screen() {
  const { status } = useLoaderData<typeof loader>();
  return <ErrorScreen status={status} />;
}
