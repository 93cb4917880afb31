import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime } from "./user-center";

describe("formatDateTime", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("writes a moment in UTC whatever the machine's zone, so the browser hydrates the server's text", () => {
    process.env.TZ = "Asia/Tokyo";
    expect(formatDateTime("2026-03-04T23:30:00Z", "en")).toBe("Mar 4, 2026, 11:30 PM UTC");
    process.env.TZ = "America/Los_Angeles";
    expect(formatDateTime("2026-03-04T23:30:00Z", "de")).toBe("04.03.2026, 23:30 UTC");
  });

  it("shows a dash for no moment and the raw text for one it cannot read", () => {
    expect(formatDateTime(null, "en")).toBe("—");
    expect(formatDateTime("soon", "en")).toBe("soon");
  });
});
