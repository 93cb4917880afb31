/**
 * Security: the live sessions (IP, browser/device, sign-in method, last seen, "this device"),
 * each with Sign out, and "Sign out all other sessions". A signed-out session is refused on its
 * next request (code 51) and sent to sign-in.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadAccountPage } from "~/features/account/account-data.server";
import { failureReply, formError } from "~/lib/action-failure.server";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { FormMessage } from "~/components/ui/FormMessage";
import { securityActionSchema } from "~/features/account/security-form";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { formatDateTime } from "~/features/account/user-center";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { UserNav } from "~/features/account/UserNav";

export const loader = (args: LoaderFunctionArgs) => loadAccountPage(args, (upstream) => upstream.call("user/sessions"));
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userSecurity" };

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const submission = parseWithZod(await request.formData(), { schema: securityActionSchema });
  if (submission.status !== "success") return data({ result: formError("errors.unknown") }, { status: 422 });
  const upstream = context.upstream;
  try {
    if (submission.value.intent === "revoke") {
      await upstream.call("user/sessions/revoke", { id: submission.value.id });
    } else {
      // One call per other session: the contract has no "all others" call, and a customer has few.
      const sessions = await upstream.call("user/sessions");
      await Promise.all(
        sessions
          .filter((session) => !session.current)
          .map((session) => upstream.call("user/sessions/revoke", { id: session.id })),
      );
    }
  } catch (error) {
    const { result, status } = failureReply(error, args);
    return data({ result }, { status });
  }
  return redirect(`${new URL(request.url).pathname}?done=${submission.value.intent}`);
}

export default function Screen() {
  const { screen: sessions } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { t } = useTranslation();
  const { lang } = useShop();
  const links = useLinks();
  const done = new URLSearchParams(useLocation().search).get("done");
  const others = sessions.filter((session) => !session.current).length;
  return (
    <AppScreen titleKey="pages.userSecurity">
      <UserNav />
      {done ? (
        <p role="status" className="mt-4 alert alert-success">
          {t(done === "revoke" ? "security.revoked" : "security.revokedOthers")}
        </p>
      ) : null}
      <FormMessage errors={formErrorsOf(failure)} className="mt-4" />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{t("security.sessions")}</h2>
        <Link to={links.user("security/activity")} className="link link-primary">
          {t("pages.userSecurityActivity")}
        </Link>
      </div>
      <div className="overflow-x-auto">
        <table className="table mt-2">
          <thead>
            <tr>
              <th>{t("security.device")}</th>
              <th>{t("security.ip")}</th>
              <th>{t("security.method")}</th>
              <th>{t("security.signedIn")}</th>
              <th>{t("security.lastSeen")}</th>
              <th>
                <span className="sr-only">{t("security.actionsColumn")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id} data-session-id={session.id}>
                <td>
                  {session.device || t("security.unknownDevice")}
                  {session.current ? <span className="ml-2 badge badge-primary">{t("security.current")}</span> : null}
                </td>
                <td>{session.ip || "—"}</td>
                <td>{t(`security.methods.${session.method}`, { defaultValue: session.method })}</td>
                <td>{formatDateTime(session.createdAt, lang)}</td>
                <td>{formatDateTime(session.lastSeenAt, lang)}</td>
                <td>
                  {session.current ? null : (
                    <Form method="post">
                      <input type="hidden" name="id" value={session.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="revoke"
                        className="btn btn-outline btn-error btn-xs"
                        aria-label={`${t("security.signOut")}: ${session.device} ${session.ip}`}
                      >
                        {t("security.signOut")}
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {others > 0 ? (
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="revokeOthers" className="btn btn-outline btn-error">
            {t("security.signOutOthers")}
          </button>
        </Form>
      ) : null}
    </AppScreen>
  );
}
