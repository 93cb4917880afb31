/** The local transport: messages are stored in the D1 outbox instead of being delivered. */
import type { Message, Transport } from "./transport";

export function outboxTransport(db: D1Database): Transport {
  return {
    async send(message: Message) {
      await db
        .prepare('INSERT INTO outbox (channel, "to", subject, text, code) VALUES (?, ?, ?, ?, ?)')
        .bind(message.channel, message.to, message.subject, message.text, message.code ?? null)
        .run();
    },
  };
}
