/**
 * The product step of the shopper's journey: a listed product with colours of their own
 * pictures, another colour chosen (and a size in stock in it), and the picture the shopper sees.
 */
import { api } from "./customer-order";
import type { Journey } from "./journey";
import type { Bought } from "./journey-buying";

type Product = {
  title: string;
  slug: string;
  options?: { name: string; values: string[] }[];
  skus: { options: Record<string, string>; stock: number; image: string | null }[];
};

type Choice = { product: Product; colour: string; image: string; size?: { name: string; value: string } };

/** The first listed product whose second colour has its own picture and a size in stock. */
async function productWithColours(journey: Journey): Promise<Choice> {
  const hrefs = await journey.page
    .locator('main a[href*="/product/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  for (const href of [...new Set(hrefs)]) {
    const slug = decodeURIComponent(href.split("/product/")[1].split("/")[0]);
    const product = (await api<Product>("product/detail", { slug })).data;
    const [option, other] = product.options ?? [];
    if (!option || option.values.length < 2) continue;
    const shown = product.skus[0];
    const sku = product.skus.find(
      (candidate) =>
        candidate.options[option.name] !== shown.options[option.name] &&
        candidate.stock > 2 &&
        candidate.image &&
        candidate.image !== shown.image,
    );
    if (!sku) continue;
    const size = other ? { name: other.name, value: sku.options[other.name] } : undefined;
    return { product, colour: sku.options[option.name], image: sku.image!, size };
  }
  throw new Error("no listed product has a second colour with its own picture");
}

/**
 * The large picture the shopper sees: of the gallery's big pictures, the one filling most of the
 * gallery's visible width (a scrolling strip holds others beside it, out of view).
 */
export async function shownPicture(journey: Journey): Promise<string | null> {
  const gallery = journey.page.getByRole("region", { name: journey.t("catalogue.gallery") });
  return gallery.evaluate((region) => {
    const box = region.getBoundingClientRect();
    const seen = (image: HTMLImageElement) => {
      const rect = image.getBoundingClientRect();
      if (rect.width < box.width / 2) return 0;
      return Math.max(0, Math.min(rect.right, box.right) - Math.max(rect.left, box.left));
    };
    const big = [...region.querySelectorAll("img")].sort((one, other) => seen(other) - seen(one))[0];
    return big && seen(big) > 0 ? big.getAttribute("src") : null;
  });
}

export async function chooseProduct(journey: Journey): Promise<Bought["product"]> {
  const { page } = journey;
  const { product, colour, image, size } = await productWithColours(journey);
  const add = page.getByRole("button", { name: journey.t("cart.addToCart") });
  await journey.step("product", async () => {
    await page.locator(`main a[href*="/product/${product.slug}"]`).first().click();
    await page.waitForURL(new RegExp(`/product/${product.slug}`));
    await journey.hydrated();
  });
  await journey.step(
    "colour",
    async () => {
      // A colour sold out in the shown size is named "<colour> (sold out)": still the colour's link.
      await page.getByRole("link", { name: new RegExp(`^${colour}\\b`) }).click();
      await page.waitForURL((url) => url.href.toUpperCase().includes(colour.toUpperCase()));
      await journey.hydrated();
      if (size) {
        // The size shown may be sold out in this colour: pick the one in stock, as a shopper would.
        const sizes = page.getByRole("group", { name: new RegExp(`^${size.name}`) });
        const link = sizes.getByRole("link", { name: size.value, exact: true });
        if ((await link.getAttribute("aria-current")) !== "true") {
          await link.click();
          await page.waitForURL((url) => url.href.toUpperCase().includes(`-${size.value.toUpperCase()}`));
        }
        await journey.settle(
          () => add.isEnabled(),
          (enabled) => enabled,
        );
      }
    },
    async () => {
      const src = await journey.settle(
        () => shownPicture(journey),
        (value) => value === image,
      );
      journey.expect.soft(src, journey.say(`the big picture shows the chosen colour ${colour}`)).toBe(image);
    },
  );
  const { pathname, search } = new URL(page.url());
  return { title: product.title, slug: product.slug, colour, image, path: pathname + search };
}

/** On a product page: a variant in stock now, chosen option by option through the picker's links. */
export async function chooseInStock(journey: Journey, slug: string) {
  const { page } = journey;
  const add = page.getByRole("button", { name: journey.t("cart.addToCart") });
  if (await add.isEnabled()) return;
  const product = (await api<Product>("product/detail", { slug })).data;
  const sku = product.skus.find((candidate) => candidate.stock > 2);
  if (!sku) throw new Error(`${slug} is sold out`);
  for (const [name, value] of Object.entries(sku.options)) {
    const group = page.getByRole("group", { name: new RegExp(`^${name}`) });
    await group.getByRole("link", { name: new RegExp(`^${value}\\b`) }).click();
    await page.waitForURL((url) => url.href.toUpperCase().includes(value.toUpperCase()));
  }
  await journey.settle(
    () => add.isEnabled(),
    (enabled) => enabled,
  );
}
