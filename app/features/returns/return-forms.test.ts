import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { chosenLines, orderRefundSchema, returnApplySchema, returnActionSchema } from "./return-forms";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("after-sales forms", () => {
  it("quote needs a chosen line and a type; apply also a description; only the chosen lines go out", () => {
    const lines: [string, string][] = [
      ["items[0].orderItemId", "7"],
      ["items[0].quantity", ""],
      ["items[1].orderItemId", "8"],
      ["items[1].quantity", "2"],
      ["applyType", "1"],
    ];
    const quote = parseWithZod(form([["intent", "quote"], ...lines]), { schema: returnApplySchema });
    expect(quote.status).toBe("success");
    if (quote.status === "success")
      expect(chosenLines(quote.value)).toEqual({ items: [{ orderItemId: 8, quantity: 2 }], formIndex: [1] });
    const apply = parseWithZod(form([["intent", "apply"], ...lines, ["applyDesc", "  "]]), {
      schema: returnApplySchema,
    });
    expect(apply.status).toBe("error");
    expect((apply as { error?: Record<string, string[]> }).error?.applyDesc).toEqual([
      "validation.required|returns.applyDesc",
    ]);
    const none = parseWithZod(
      form([
        ["intent", "quote"],
        ["items[0].orderItemId", "7"],
        ["items[0].quantity", "0"],
        ["applyType", "4"],
      ]),
      { schema: returnApplySchema },
    );
    expect((none as { error?: Record<string, string[]> }).error?.items).toEqual(["returns.apply.chooseItems"]);
    expect((none as { error?: Record<string, string[]> }).error?.applyType).toEqual([
      "validation.select|returns.applyTypeLabel",
    ]);
    const one = parseWithZod(
      form([["intent", "quote"], ...lines, ["images", "/api/web/media/uploads/images/20261122/a.png"]]),
      { schema: returnApplySchema },
    );
    expect(one.status === "success" && one.value.images).toEqual(["/api/web/media/uploads/images/20261122/a.png"]);
    const foreign = parseWithZod(form([["intent", "quote"], ...lines, ["images", "https://evil.example/x.png"]]), {
      schema: returnApplySchema,
    });
    expect(foreign.status).toBe("error");
  });

  it("logistics needs company and number; a refund needs a reason", () => {
    const logistics = parseWithZod(
      form([
        ["intent", "logistics"],
        ["logisticsCompany", "UPS"],
      ]),
      { schema: returnActionSchema },
    );
    expect((logistics as { error?: Record<string, string[]> }).error?.logisticsNo).toEqual([
      "validation.required|returns.logisticsNo",
    ]);
    const refund = parseWithZod(
      form([
        ["intent", "refund"],
        ["reason", ""],
      ]),
      { schema: orderRefundSchema },
    ) as { error?: Record<string, string[]> };
    expect(refund.error?.reason).toEqual(["validation.required|returns.refund.reason"]);
  });
});
