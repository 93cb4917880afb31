/**
 * /dev/outbox (routes/dev.outbox.tsx): the latest mail and SMS, so a newcomer can read sign-up codes
 * and verification links in the browser.
 */
import type { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { AppScreen } from "~/components/page/AppScreen";
import type { loadOutbox } from "./outbox.server";

export function OutboxScreen({ loaded }: { loaded: ReturnType<typeof useLoaderData<typeof loadOutbox>> }) {
  const { t } = useTranslation();
  const { messages } = loaded;
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
