/**
 * The mail an expired order's shopper gets (orders/expiry.ts): the order was not paid by its
 * deadline, so it is cancelled and nothing is owed. Written in the language the order was placed
 * in, the deadline in that language's date format. A mail that cannot go out (no provider in
 * production) is logged: the cancellation stands either way.
 */
import { DEFAULT_LANGUAGE, isLanguage } from "../i18n/languages";
import { translator } from "../i18n/messages";
import type { JobProducer } from "../jobs/enqueue";
import { sendMessage } from "../mail/send";

export type ExpiredOrder = { orderNo: string; email: string; language: string; payBy: string };

/** "27 Nov 2026, 09:30 UTC" in the shopper's language (times in UTC, as the order page shows them). */
export function deadlineText(payBy: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return `${format.format(new Date(payBy))} UTC`;
}

export async function mailOrderExpired(producer: JobProducer, order: ExpiredOrder): Promise<void> {
  if (!order.email) return;
  const language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
  const t = translator(language);
  try {
    await sendMessage(producer, {
      channel: "mail",
      to: order.email,
      subject: t("orderExpiredMailSubject", order.orderNo),
      text: t("orderExpiredMailText", order.orderNo, deadlineText(order.payBy, language)),
    });
  } catch (error) {
    console.error(`order ${order.orderNo} expired; its mail did not go out`, error);
  }
}
