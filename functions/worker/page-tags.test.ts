import { afterEach, describe, expect, it } from "vitest";
import { forgetTagIndex, indexPage, purgedSince, tagsOf, takeKeys, withoutTags } from "./page-tags";

afterEach(forgetTagIndex);

describe("tagsOf", () => {
  it("reads Cache-Tag's comma-separated tags, each once, without blanks", () => {
    expect(tagsOf(new Headers({ "cache-tag": "all, product:1,product:1,,lists " }))).toEqual([
      "all",
      "product:1",
      "lists",
    ]);
    expect(tagsOf(new Headers())).toEqual([]);
  });
});

describe("withoutTags", () => {
  it("takes the tags off what the browser gets, the rest untouched", () => {
    const page = withoutTags(new Response("x", { headers: { "cache-tag": "all", "cache-control": "public" } }));
    expect(page.headers.has("cache-tag")).toBe(false);
    expect(page.headers.get("cache-control")).toBe("public");
  });

  it("copies an answer whose headers cannot change", async () => {
    // As fetch() answers: headers that throw on any change.
    const frozen = new Headers({ "cache-tag": "all", "x-kept": "1" });
    frozen.delete = () => {
      throw new TypeError("immutable");
    };
    const fetched = new Response("x");
    Object.defineProperty(fetched, "headers", { value: frozen });
    const copy = withoutTags(fetched);
    expect(copy).not.toBe(fetched);
    expect(copy.headers.has("cache-tag")).toBe(false);
    expect(copy.headers.get("x-kept")).toBe("1");
    expect(await copy.text()).toBe("x");
  });
});

describe("the tag index", () => {
  it("gives the keys of the pages showing any purged tag, once, and only those", () => {
    indexPage("home", ["all", "home", "product:1", "product:2"], 300);
    indexPage("p1", ["all", "product:1"], 300);
    indexPage("p3", ["all", "product:3"], 300);
    expect(takeKeys(["product:1"]).sort()).toEqual(["home", "p1"]);
    // Taken out: a second purge of the same tag finds nothing more, the others stay.
    expect(takeKeys(["product:1", "product:2"])).toEqual([]);
    expect(takeKeys(["product:3"])).toEqual(["p3"]);
  });

  it("re-indexes a page stored again under new tags", () => {
    indexPage("p1", ["product:1"], 300);
    indexPage("p1", ["product:9"], 300);
    expect(takeKeys(["product:1"])).toEqual([]);
    expect(takeKeys(["product:9"])).toEqual(["p1"]);
  });

  it("remembers purges for renders that began before them", () => {
    takeKeys(["product:1"], 1_000);
    expect(purgedSince(["all", "product:1"], 900, 1_100)).toBe(true);
    expect(purgedSince(["all", "product:1"], 1_000, 1_100)).toBe(true);
    expect(purgedSince(["all", "product:1"], 1_001, 1_100)).toBe(false);
    expect(purgedSince(["product:2"], 900, 1_100)).toBe(false);
  });
});
