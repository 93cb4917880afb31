/**
 * Which drawing a product gets: every style belongs to one product type, and a product's noun
 * (from its picture path, e.g. "trench-coat") chooses the style, by its name or by a keyword.
 */
import type { Drawing } from "./kit";
import { BLOUSE, FLANNEL, POLO, SHIRT, TEE } from "./tops";
import { CARDIGAN, JUMPER } from "./knitwear";
import { MIDI_DRESS, SHIRT_DRESS_DRAWING, WRAP_DRESS } from "./dresses";
import { BOMBER, FIELD_JACKET, PUFFER_JACKET, RAIN_JACKET, TRENCH, WOOL_COAT } from "./outerwear";
import { CHINOS, JEANS, JOGGERS, SKIRT_DRAWING } from "./trousers";
import { ANKLE_BOOT, CHELSEA_BOOT, COURT_SNEAKER, HIKING_BOOT, RUNNER_SHOE, TRAIL_SHOE } from "./shoes";
import { BACKPACK, CROSSBODY, TOTE } from "./bags";
import { BASEBALL_CAP, BEANIE, BUCKET_HAT } from "./hats";
import { BELT, SILK_SCARF, WOOL_SCARF } from "./scarves";

export const PRODUCT_TYPES = [
  "tops",
  "knitwear",
  "dresses",
  "coats-and-jackets",
  "trousers-and-jeans",
  "skirts",
  "shoes-and-trainers",
  "bags-and-backpacks",
  "hats-and-beanies",
  "scarves",
  "belts-and-accessories",
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

type Style = { type: ProductType; drawing: Drawing };

/** Every style, by the noun slug the demo uses for it. The first style of a type stands for it. */
export const STYLES: Record<string, Style> = {
  "t-shirt": { type: "tops", drawing: TEE },
  "polo-shirt": { type: "tops", drawing: POLO },
  "oxford-shirt": { type: "tops", drawing: SHIRT },
  "flannel-shirt": { type: "tops", drawing: FLANNEL },
  blouse: { type: "tops", drawing: BLOUSE },
  sweater: { type: "knitwear", drawing: JUMPER },
  cardigan: { type: "knitwear", drawing: CARDIGAN },
  "midi-dress": { type: "dresses", drawing: MIDI_DRESS },
  "wrap-dress": { type: "dresses", drawing: WRAP_DRESS },
  "shirt-dress": { type: "dresses", drawing: SHIRT_DRESS_DRAWING },
  "trench-coat": { type: "coats-and-jackets", drawing: TRENCH },
  "wool-coat": { type: "coats-and-jackets", drawing: WOOL_COAT },
  "field-jacket": { type: "coats-and-jackets", drawing: FIELD_JACKET },
  "rain-jacket": { type: "coats-and-jackets", drawing: RAIN_JACKET },
  "bomber-jacket": { type: "coats-and-jackets", drawing: BOMBER },
  "puffer-jacket": { type: "coats-and-jackets", drawing: PUFFER_JACKET },
  chinos: { type: "trousers-and-jeans", drawing: CHINOS },
  jeans: { type: "trousers-and-jeans", drawing: JEANS },
  joggers: { type: "trousers-and-jeans", drawing: JOGGERS },
  skirt: { type: "skirts", drawing: SKIRT_DRAWING },
  runner: { type: "shoes-and-trainers", drawing: RUNNER_SHOE },
  "court-sneaker": { type: "shoes-and-trainers", drawing: COURT_SNEAKER },
  "trail-shoe": { type: "shoes-and-trainers", drawing: TRAIL_SHOE },
  "chelsea-boot": { type: "shoes-and-trainers", drawing: CHELSEA_BOOT },
  "hiking-boot": { type: "shoes-and-trainers", drawing: HIKING_BOOT },
  "ankle-boot": { type: "shoes-and-trainers", drawing: ANKLE_BOOT },
  "tote-bag": { type: "bags-and-backpacks", drawing: TOTE },
  backpack: { type: "bags-and-backpacks", drawing: BACKPACK },
  "crossbody-bag": { type: "bags-and-backpacks", drawing: CROSSBODY },
  beanie: { type: "hats-and-beanies", drawing: BEANIE },
  "baseball-cap": { type: "hats-and-beanies", drawing: BASEBALL_CAP },
  "bucket-hat": { type: "hats-and-beanies", drawing: BUCKET_HAT },
  "wool-scarf": { type: "scarves", drawing: WOOL_SCARF },
  "silk-scarf": { type: "scarves", drawing: SILK_SCARF },
  belt: { type: "belts-and-accessories", drawing: BELT },
};

export const DRAWINGS: Record<string, Drawing> = Object.fromEntries(
  Object.entries(STYLES).map(([name, style]) => [name, style.drawing]),
);

/** Keywords for nouns the demo does not name, most specific first ("shirt dress" is a dress). */
const KEYWORDS: [RegExp, string][] = [
  [/dress/, "midi-dress"],
  [/skirt/, "skirt"],
  [/trench|coat|parka/, "trench-coat"],
  [/puffer|down/, "puffer-jacket"],
  [/jacket|blazer|anorak/, "field-jacket"],
  [/boot/, "chelsea-boot"],
  [/sneaker|trainer|runner|shoe|loafer|sandal/, "runner"],
  [/backpack|rucksack/, "backpack"],
  [/bag|tote|purse/, "tote-bag"],
  [/beanie|hat|cap/, "beanie"],
  [/scarf|shawl|stole/, "wool-scarf"],
  [/belt|wallet|glove|accessor/, "belt"],
  [/jean|denim/, "jeans"],
  [/trouser|chino|pant|jogger|short/, "chinos"],
  [/cardigan/, "cardigan"],
  [/sweater|jumper|pullover|knit|hoodie/, "sweater"],
  [/shirt|blouse|top|tee|polo/, "oxford-shirt"],
];

/** The style for a noun slug ("trench-coat", "linen-blouse"); a T-shirt when nothing fits. */
export function styleFor(noun: string): string {
  if (STYLES[noun]) return noun;
  return KEYWORDS.find(([pattern]) => pattern.test(noun))?.[1] ?? "t-shirt";
}

export const typeOfNoun = (noun: string): ProductType => STYLES[styleFor(noun)].type;

/** The style that stands for each product type (the first listed). */
export const TYPE_STYLES: Record<ProductType, string> = Object.fromEntries(
  PRODUCT_TYPES.map((type) => [type, Object.keys(STYLES).find((name) => STYLES[name].type === type)!]),
) as Record<ProductType, string>;
