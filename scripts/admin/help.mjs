/** The operators' command line's help text (scripts/admin.mjs), on its own so the commands stay short. */

export const HELP = `Usage: npm run admin -- <command> [options]

Commands:
  import <file.json>   Upsert the catalogue and content in a JSON document (idempotent).
                       Keys: categories, tags, products, collections, articles, pages,
                       promotions, coupons, templates, settings (see docs/api.md).
                       An image field may name a local file (a path relative to the
                       document, e.g. "photos/coat.jpg", or a file: URL): it is stored in
                       the shop under its content hash (JPEG, PNG, WebP or AVIF, at most
                       20 MiB) and the field becomes the URL the shop serves it at, resized
                       for each page. Importing the same files again stores nothing new.
  outbox [--to ADDR]   Show the latest mail and SMS the shop sent (codes included).
  order ship <orderNo> <expressName> <expressNo>
                       Record a shipment (paid or cash-on-delivery orders in progress).
  order paid <orderNo> Mark an unpaid order paid (bank transfer received, cash collected).
  order approve-cancel <orderNo>
                       Approve a paid order's cancellation or refund; stock and coupon go back.
                       Stripe: refunded through Stripe, pending until Stripe confirms it.
                       Bank transfer / cash on delivery: YOU pay the money back yourself,
                       then record it with "order refunded".
  order refunded <orderNo>
                       Record that you paid an offline order's pending refund out yourself.
  payments [--order NO] [--limit N]
                       The latest payment events (Stripe webhooks) and what each did:
                       paid, already paid, mismatch, not payable, failed, refunded, ignored.
  return approve <returnNo>
                       Approve an after-sales application (returns and exchanges get the
                       return address to send the goods to).
  return refuse <returnNo> <reason>
                       Refuse it with the reason the shopper sees; it ends.
  return complete <returnNo> [expressName expressNo]
                       Complete an approved application once the goods are on their way
                       back (refund only: at once); an exchange names the new goods' shipment.
                       A refund goes through Stripe, or is yours to pay out (offline orders).
  audit [--limit N] [--call NAME]
                       The latest operator calls (newest first): when, from which address,
                       which token (a fingerprint), the call, the ids it named, the outcome.

Options:
  --url URL            The shop (default http://127.0.0.1:8787)
  --token TOKEN        The admin token (default: $ADMIN_TOKEN, else ADMIN_TOKEN in .dev.vars)
  --to ADDR            outbox: only messages to this email address or mobile number
  --order NO           payments: only events of this order
  --limit N            payments: how many events (default 30); audit: how many entries (default 20, at most 100)
  --call NAME          audit: only this call, e.g. admin/order/ship
  -h, --help           Show this help
`;
