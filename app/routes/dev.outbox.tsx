/**
 * /dev/outbox: the latest mail and SMS the shop "sent" (the local transport keeps them in D1),
 * so a newcomer can read sign-up codes and verification links in the browser. Read through the
 * upstream client with the operator token of this Worker's own env; outside development there
 * is no such page (404), and the page never reaches a shared cache.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { AppScreen } from "~/components/page/AppScreen";

export const handle = { titleKey: "pages.outbox" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare?.env;
  if (!env || !context.developmentFeatures || !env.ADMIN_TOKEN) throw new Response("Not found", { status: 404 });
  const upstream = context.upstream;
  const to = new URL(request.url).searchParams.get("to")?.trim() || undefined;
  const messages = await upstream.call("admin/outbox", to ? { to } : {}, {
    authorization: `Bearer ${env.ADMIN_TOKEN}`,
  });
  return data({ page: null, messages }, { headers: { "cache-control": "no-store", "x-robots-tag": "noindex" } });
}

export const headers = () => ({ "cache-control": "no-store", "x-robots-tag": "noindex" });

export default function Screen() {
  const { t } = useTranslation();
  const { messages } = useLoaderData<typeof loader>();
  return (
    <AppScreen titleKey="auth.outboxTitle">
      <p className="shop-desc mt-2 mb-4">{t("auth.outboxIntro")}</p>
      {messages.length === 0 ? (
        <p>{t("auth.outboxEmpty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table" data-outbox>
            <thead>
              <tr>
                <th>{t("auth.outboxSent")}</th>
                <th>{t("auth.outboxTo")}</th>
                <th>{t("auth.outboxSubject")}</th>
                <th>{t("auth.outboxCode")}</th>
                <th>{t("auth.outboxText")}</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id}>
                  <td className="whitespace-nowrap">{message.createdAt.replace("T", " ").slice(0, 19)}</td>
                  <td>{message.to}</td>
                  <td>{message.subject}</td>
                  <td className="font-mono text-lg" data-outbox-code>
                    {message.code ?? ""}
                  </td>
                  <td className="max-w-md text-sm [overflow-wrap:anywhere]">
                    <MessageText text={message.text} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AppScreen>
  );
}

/** The message as text, with its links (verification links) clickable; no HTML is interpreted. */
function MessageText({ text }: { text: string }) {
  return (
    <>
      {text.split(/(https?:\/\/\S+)/).map((part, index) =>
        index % 2 ? (
          <a key={index} href={part} className="link link-primary">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
