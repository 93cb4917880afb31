/** The after-sales answers the screens read, as the generated contract types them (docs/api-calls.md). */
import type { CallOutput } from "../../../functions/contract/calls";

/** One after-sales application (`return/detail`, and each of `return/list`). */
export type ReturnOrder = CallOutput<"return/detail">;

/** The order lines as the apply form needs them (`order/detail`'s items). */
export type ApplyLine = Pick<
  CallOutput<"order/detail">["items"][number],
  "id" | "title" | "options" | "price" | "quantity" | "returnedQuantity"
>;
