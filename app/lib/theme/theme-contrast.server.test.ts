import { describe, expect, it } from "vitest";
import { DEFAULT_THEME } from "../../../functions/contract/theme";
import { warnAboutThemeContrast } from "./theme-contrast.server";

describe("theme contrast warning", () => {
  it("logs once per distinct problem set, naming colour, value and ratio", () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    warnAboutThemeContrast(DEFAULT_THEME, log);
    expect(lines).toEqual([]);
    const light = { ...DEFAULT_THEME, linePriceColor: "#c0c0c0" };
    warnAboutThemeContrast(light, log);
    warnAboutThemeContrast(light, log);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("linePriceColor #c0c0c0 on #ffffff is 1.82:1");
    warnAboutThemeContrast({ ...light, descColor: "#cccccc" }, log);
    expect(lines).toHaveLength(2);
  });
});
