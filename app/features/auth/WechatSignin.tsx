/**
 * "Sign in with WeChat", shown only when the shop has a WeChat app (auth/providers). A plain
 * document link: its target answers with a redirect to WeChat's own QR page.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";

export function WechatSignin({ next }: { next: string }) {
  const { t } = useTranslation();
  const links = useLinks();
  return (
    <>
      <div className="divider text-sm">{t("auth.or")}</div>
      <Link
        to={`${links.path("/auth/wechat")}?redirect=${encodeURIComponent(next)}`}
        reloadDocument
        className="btn w-full btn-outline"
        data-wechat-signin
      >
        {t("auth.wechatSignin")}
      </Link>
    </>
  );
}
