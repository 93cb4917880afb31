/**
 * The shop with real photos, for the picture figures (photos.mjs): three camera-sized JPEGs
 * (3000 × 3000, about 3 MB each, made by test-photos.mjs in a temporary folder, never committed)
 * imported through the operator CLI's own code (scripts/admin: files to R2 under their content
 * hash, then admin/import) as three products of a "bench-photos" category, with the first running
 * promotion's banner — home's first hero slide — replaced by one of them.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminClient } from "../../scripts/admin/client.mjs";
import { importPictures } from "../../scripts/admin/pictures.mjs";
import { makePhoto } from "./test-photos.mjs";

export const PHOTO_PAGES = {
  home: "/",
  category: "/category/bench-photos",
  product: "/product/bench-photo-coat",
};
const PRODUCTS = ["coat", "runner", "backpack"];

async function firstPromotion(url) {
  const response = await fetch(`${url}/api/web/promotion/list`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const [first] = (await response.json()).data ?? [];
  if (!first) throw new Error("the shop runs no promotion, so home has no banner to put a photo in");
  return first;
}

/** Imports the photos into the started shop; returns the original files' sizes in bytes. */
export async function setUpPhotoShop(shop, token = "bench-admin-token") {
  const folder = mkdtempSync(join(tmpdir(), "bench-photos-"));
  try {
    const sizes = [];
    for (const [index, name] of PRODUCTS.entries()) {
      const jpeg = await makePhoto({ seed: index + 1 });
      writeFileSync(join(folder, `${name}.jpg`), jpeg);
      sizes.push(jpeg.length);
    }
    const promotion = await firstPromotion(shop.url);
    const document = {
      categories: [{ slug: "bench-photos", name: "Photos", image: "coat.jpg" }],
      products: PRODUCTS.map((name, index) => ({
        slug: `bench-photo-${name}`,
        title: `Photo ${name}`,
        category: "bench-photos",
        images: [`${name}.jpg`, `${PRODUCTS[(index + 1) % PRODUCTS.length]}.jpg`],
        skus: [{ sku: `BENCH-PHOTO-${name.toUpperCase()}`, price: 9900, stock: 100 }],
      })),
      promotions: [
        {
          slug: promotion.slug,
          title: promotion.title,
          description: promotion.description,
          banner: "coat.jpg",
          discountPercent: promotion.discountPercent,
          startsAt: promotion.startsAt,
          endsAt: promotion.endsAt,
          products: (promotion.products ?? []).map((product) => product.slug),
        },
      ],
    };
    const send = adminClient({ url: shop.url, token });
    await importPictures(send, document, join(folder, "shop.json"));
    await send("admin/import", document);
    return { originalBytes: sizes, promotion: promotion.slug };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
