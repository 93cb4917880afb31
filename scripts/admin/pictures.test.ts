/**
 * The operator CLI's picture import (pictures.mjs): files named by a document's image fields are
 * checked, sent once each to admin/media/put and replaced by the URLs the shop answers; bad files
 * stop the import before anything is sent. The call itself is tested in the commerce suite
 * (functions/commerce/media/catalogue-picture-call.test.ts).
 */
import { mkdtempSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { MAX_BYTES, importPictures } from "./pictures.mjs";

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function folder() {
  const dir = mkdtempSync(join(tmpdir(), "admin-pictures-"));
  writeFileSync(join(dir, "coat.jpg"), JPEG);
  writeFileSync(join(dir, "coat-back.png"), PNG);
  return dir;
}

/** A stand-in shop: each distinct file gets a URL; `known` files answer "already stored". */
function fakeShop(known = new Set<string>()) {
  const sent: string[] = [];
  const send = async (call: string, form: FormData) => {
    const file = form.get("file") as File;
    sent.push(`${call} ${file.name}`);
    const url = `/api/web/media/uploads/catalogue/${file.name.replace(/\W/g, "")}.jpg`;
    const stored = !known.has(file.name);
    known.add(file.name);
    return { url, stored };
  };
  return { send, sent };
}

const documentWith = (dir: string) => ({
  categories: [{ slug: "coats", name: "Coats", image: "coat.jpg" }],
  products: [
    {
      slug: "trench",
      images: ["./coat.jpg", pathToFileURL(join(dir, "coat-back.png")).href, "https://cdn.example.com/a.jpg"],
      skus: [
        { sku: "T-1", image: "coat-back.png" },
        { sku: "T-2", image: "/api/web/media/demo/product/x.svg" },
      ],
    },
  ],
});

describe("importPictures", () => {
  it("uploads each file once and rewrites every field naming it; addresses stay as they are", async () => {
    const dir = folder();
    const doc = documentWith(dir);
    const shop = fakeShop();
    expect(await importPictures(shop.send, doc, join(dir, "shop.json"))).toEqual({ uploaded: 2, alreadyStored: 0 });
    expect(shop.sent).toEqual(["admin/media/put coat.jpg", "admin/media/put coat-back.png"]);
    expect(doc.categories[0].image).toBe("/api/web/media/uploads/catalogue/coatjpg.jpg");
    expect(doc.products[0].images).toEqual([
      "/api/web/media/uploads/catalogue/coatjpg.jpg",
      "/api/web/media/uploads/catalogue/coatbackpng.jpg",
      "https://cdn.example.com/a.jpg",
    ]);
    expect(doc.products[0].skus.map((sku) => sku.image)).toEqual([
      "/api/web/media/uploads/catalogue/coatbackpng.jpg",
      "/api/web/media/demo/product/x.svg",
    ]);
    // Again: the shop has both; the document comes out the same.
    const again = documentWith(dir);
    expect(
      await importPictures(fakeShop(new Set(["coat.jpg", "coat-back.png"])).send, again, join(dir, "shop.json")),
    ).toEqual({
      uploaded: 0,
      alreadyStored: 2,
    });
    expect(again).toEqual(doc);
  });

  it("names every missing, empty, oversized or non-picture file and sends nothing", async () => {
    const dir = folder();
    writeFileSync(join(dir, "notes.jpg"), "not a picture");
    writeFileSync(join(dir, "empty.png"), "");
    writeFileSync(join(dir, "huge.jpg"), JPEG);
    truncateSync(join(dir, "huge.jpg"), MAX_BYTES + 1);
    const doc = {
      products: [{ slug: "p", images: ["coat.jpg", "missing.jpg", "notes.jpg", "empty.png", "huge.jpg"], skus: [] }],
    };
    const shop = fakeShop();
    const failure = await importPictures(shop.send, doc, join(dir, "shop.json")).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message).toContain("products[0].images[1]: missing.jpg");
    expect(message).toContain("no such file");
    expect(message).toContain("products[0].images[2]: notes.jpg");
    expect(message).toContain("not a JPEG, PNG, WebP or AVIF");
    expect(message).toContain("products[0].images[3]: empty.png");
    expect(message).toMatch(/products\[0\]\.images\[4\]: huge\.jpg .* is 20\.0 MiB, more than the 20 MiB/);
    expect(message).not.toContain("images[0]");
    expect(shop.sent).toEqual([]);
    expect(doc.products[0].images[0]).toBe("coat.jpg");
  });
});
