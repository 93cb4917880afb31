/**
 * The operators' command line, talking to a running shop's admin calls (admin/import,
 * admin/outbox, admin/order/*, admin/return/*, admin/payment/events, admin/audit/list) with the ADMIN_TOKEN. Run `npm run admin -- --help`.
 */
import { parseArgs } from "node:util";
import { adminClient } from "./admin/client.mjs";
import { HELP } from "./admin/help.mjs";
import { importFile } from "./admin/import.mjs";
import { showAudit, showOutbox, showPayments } from "./admin/logs.mjs";
import { orderCommand, returnCommand } from "./admin/orders.mjs";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: "string", default: "http://127.0.0.1:8787" },
    token: { type: "string" },
    to: { type: "string" },
    order: { type: "string" },
    limit: { type: "string" },
    call: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

const send = adminClient(options);

try {
  const [command, ...rest] = positionals;
  if (options.help || !command) console.log(HELP);
  else if (command === "import") await importFile(send, options, rest[0]);
  else if (command === "outbox") await showOutbox(send, options);
  else if (command === "order") await orderCommand(send, rest);
  else if (command === "return") await returnCommand(send, rest);
  else if (command === "audit") await showAudit(send, options);
  else if (command === "payments") await showPayments(send, options);
  else throw new Error(`Unknown command "${command}". Run npm run admin -- --help`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
