/**
 * The demo reviews' words: each review says something that matches its stars, sometimes about
 * what matters for its product type (fit for clothes, comfort for shoes, room for bags), in
 * English or Chinese as shoppers write. Chosen from the review's own numbers, not the random
 * source, so the catalogue stays what it was.
 */
import type { ProductType } from "../media";

// A table of texts, by stars.
// prettier-ignore
const BY_RATING: Record<number, string[]> = {
  5: [
    "My new favourite — I have worn it every week since it arrived.",
    "Exactly as pictured, and the colour is even nicer in daylight.",
    "Beautifully made. The seams are neat and nothing came loose after ten washes.",
    "Bought one, came back for a second colour. Enough said.",
    "质量很好，颜色和图片一致。",
    "質料好，送貨亦快，會再買。",
  ],
  4: [
    "Good quality for the price, shipping was quick.",
    "Lovely piece. Took a star off because the parcel took a week.",
    "Very happy with it; the colour is a touch darker than on screen.",
    "Comfortable from the first day. Would like one more colour choice.",
    "尺码标准，穿着很舒服。",
  ],
  3: [
    "Nice enough, but the fabric is thinner than I expected.",
    "It's fine. Does the job, nothing special.",
    "The colour is lovely; the finish on the inside could be better.",
    "还可以，就是发货慢了点。",
  ],
  2: [
    "Not for me — it faded a little after the first wash.",
    "Returned it. The shape did not suit me, though the refund was quick.",
  ],
};

// prettier-ignore
const BY_TYPE: Partial<Record<ProductType, string[]>> = {
  tops: ["Fits true to size and the fabric feels great.", "Washes well and keeps its shape."],
  knitwear: ["Warm without being itchy. I sized down as the notes suggest.", "Soft knit, no pilling so far."],
  dresses: ["Twirls nicely and the lining means no static.", "Wore it to a wedding and got three compliments."],
  "coats-and-jackets": ["Kept me dry on a very wet walk to work.", "A bit snug around the shoulders over a jumper; I sized up."],
  "trousers-and-jeans": ["Good length, and the pockets are deep enough for a phone.", "Soft from the start, no breaking in."],
  "shoes-and-trainers": ["Comfortable straight out of the box. Took the size up as advised.", "Great grip on wet pavements."],
  "bags-and-backpacks": ["My laptop, lunch and a jumper all fit.", "Straps are comfortable even when it's full."],
  "hats-and-beanies": ["Warm and does not itch.", "Stays on in the wind."],
  scarves: ["Long enough to wrap twice and very soft.", "Lovely drape, and the colour goes with everything."],
};

/** A review's text from its stars, the product's type and a number that varies it. */
export function reviewText(rating: number, type: ProductType, variant: number): string {
  const general = BY_RATING[Math.max(2, Math.min(5, rating))];
  const specific = rating >= 4 ? (BY_TYPE[type] ?? []) : [];
  const pool = [...specific, ...general];
  return pool[variant % pool.length];
}

/** Stars from one roll of 1–20: mostly 4 and 5, some 3, a few 2 (as real shops see). */
export const starsFromRoll = (roll: number) => (roll <= 2 ? 2 : roll <= 5 ? 3 : roll <= 11 ? 4 : 5);
