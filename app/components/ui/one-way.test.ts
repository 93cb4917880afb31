/**
 * One way to show money and one unpaid reminder: money is formatted only by lib/money.ts behind
 * `<Money>` / `useMoneyText` (components/ui/Money.tsx), and the reminder's texts and link live
 * only in components/orders/UnpaidReminder.tsx, which every screen showing a reminder uses.
 * A second formatter or reminder copy, the way the user center and the order list once drifted
 * apart, fails here.
 */
import { describe, expect, it } from "vitest";
import { appFiles as files, filesUsing as using } from "~/lib/test/app-sources";

describe("money", () => {
  it("is formatted only behind <Money>", () => {
    expect(using(/\b(formatMoney|formatConverted|formatRecorded|moneyText)\(/)).toEqual(
      ["lib/money.ts", "components/ui/Money.tsx"].sort(),
    );
    // Intl's currency rules live in money.ts alone; structured data takes its digits from there.
    expect(using(/style: "currency"/)).toEqual(["lib/money.ts"]);
  });
});

describe("the unpaid reminder", () => {
  it("has its texts and its link in one component", () => {
    expect(using(/confirm\.unpaidOrders|confirm\.goToPayment|goToPayment/)).toEqual([
      "components/orders/UnpaidReminder.tsx",
    ]);
    expect(using(/status=in_progress/)).toEqual([]);
  });

  it("is that component on every screen that reminds", () => {
    const reminding = using(/<UnpaidReminder\b/);
    expect(reminding).toEqual([
      "components/realtime/RealtimeHost.tsx",
      "routes/user.center.tsx",
      "routes/user.order._index.tsx",
    ]);
    for (const path of reminding)
      expect(files.find((file) => file.path === path)!.text).toContain('from "~/components/orders/UnpaidReminder"');
  });
});
