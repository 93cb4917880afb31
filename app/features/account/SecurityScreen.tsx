/**
 * Security (routes/user.security.tsx): the live sessions (IP, browser/device, sign-in method, last
 * seen, "this device"), each with Sign out, and "Sign out all other sessions".
 */
import { Form, Link, useLocation, type useActionData, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { FormMessage } from "~/components/ui/FormMessage";
import type { loadSecurity, securityAction } from "./security.server";
import { formatDateTime } from "./user-center";
import { UserNav } from "./UserNav";

type SecurityScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadSecurity>>;
  answer: ReturnType<typeof useActionData<typeof securityAction>>;
};

export function SecurityScreen({ loaded, answer: failure }: SecurityScreenProps) {
  const { screen: sessions } = loaded;
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
