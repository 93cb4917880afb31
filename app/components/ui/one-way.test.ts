/**
 * One way to show money and one unpaid reminder: money is formatted only by functions/contract/money.ts behind
 * `<Money>` / `useMoneyText` (components/ui/Money.tsx), and the reminder's texts and link live
 * only in features/orders/UnpaidReminder.tsx, which every screen showing a reminder uses.
 * A second formatter or reminder copy, the way the user center and the order list once drifted
 * apart, fails here.
 */
import { describe, expect, it } from "vitest";
import { appFiles as files, filesUsing as using } from "~/lib/test/app-sources";

describe("money", () => {
  it("is formatted only behind <Money>", () => {
    expect(using(/\b(formatMoney|formatConverted|formatRecorded|moneyText)\(/)).toEqual(["components/ui/Money.tsx"]);
    // Intl's currency rules live in the contract's money.ts alone (outside app/); structured
    // data takes its digits from there.
    expect(using(/style: "currency"/)).toEqual([]);
  });
});

describe("the unpaid reminder", () => {
  it("has its texts and its link in one component", () => {
    // The texts-per-route table names the keys the root brings (ADR 280); it shows nothing.
    const texts = using(/confirm\.unpaidOrders|confirm\.goToPayment|goToPayment/);
    expect(texts.filter((path) => path !== "lib/i18n/route-namespaces.ts")).toEqual([
      "features/orders/UnpaidReminder.tsx",
    ]);
    expect(using(/status=in_progress/)).toEqual([]);
  });

  it("is that component on every screen that reminds", () => {
    const reminding = using(/<UnpaidReminder\b/);
    expect(reminding).toEqual([
      "components/realtime/RealtimeHost.tsx",
      "features/account/UserCenterScreen.tsx",
      "features/orders/OrderListScreen.tsx",
    ]);
    for (const path of reminding)
      // Imported, or loaded when a reminder is pushed (RealtimeHost, ADR 281): the same component.
      expect(files.find((file) => file.path === path)!.text).toMatch(
        /from "~\/features\/orders\/UnpaidReminder"|import\("~\/features\/orders\/UnpaidReminder"\)/,
      );
  });
});
