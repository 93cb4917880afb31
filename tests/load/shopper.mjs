/**
 * One simulated shopper of the load test: a cookie jar, and a journey it repeats until time is
 * up — browse, search, add to cart as a visitor, sign in, check out through the checkout form.
 * Each page it opens is reported to visitor/track, as the storefront's tab does; those visits are
 * written by the jobs queue's consumer (docs/decisions/185), and the run checks none was lost.
 * Every request is counted; one that fails (network error, 5xx, a status or code the journey
 * does not expect) is recorded with what it was. "Out of stock" is an expected answer: shoppers
 * compete for the same few pieces on purpose.
 */
const TERMS = ["shirt", "jeans", "cardigan", "jacket", "dress", "sneaker"];
const ADDRESS = {
  addressChoice: "new",
  country: "US",
  province: "CA",
  city: "San Francisco",
  postalCode: "94103",
  firstName: "Load",
  lastName: "Shopper",
  address: "1 Market St",
  countryCode: "+1",
  phone: "415 555 0100",
  shippingMethodId: "express",
  paymentMethodId: "bank-transfer",
};
const SAVED_CHOICE = { shippingMethodId: "standard", paymentMethodId: "bank-transfer" };
const STOCK_MESSAGE = /in stock|out of stock|sold out/i;

export class Shopper {
  constructor(origin, customer, password, products, index, stats) {
    Object.assign(this, { origin, customer, password, products, index, stats });
    this.jar = new Map();
    this.turn = 0;
    this.visitorId = `${stats.visitorPrefix}${index}`;
  }

  async loop(until) {
    while (Date.now() < until) {
      try {
        await this.journey();
        this.stats.journeys++;
      } catch (error) {
        if (!(error instanceof JourneyStop)) this.stats.failures.push(`shopper ${this.index}: ${error.message}`);
      }
    }
  }

  async journey() {
    this.jar = new Map();
    // A new client address per journey: sign-in is rate limited per address, and these are many shoppers.
    this.ip = `10.${this.index}.${(this.turn >> 8) & 255}.${this.turn++ & 255}`;
    const product = this.products[(this.index + this.turn) % this.products.length];
    await this.visit(`/`);
    if (product.category) await this.visit(`/category/${product.category}`);
    await this.visit(`/product/${product.slug}`);
    await this.visit(`/search?q=${TERMS[this.turn % TERMS.length]}`);

    // A sold-out SKU is refused with its field message (40) or as a whole (41).
    const added = await this.call("cart/add", { sku: product.sku, quantity: 1 }, [0, 40, 41]);
    if (added.code !== 0) {
      if (!STOCK_MESSAGE.test(JSON.stringify(added)))
        throw this.fail(`cart/add: code ${added.code} ${JSON.stringify(added.data)}`);
      return this.outOfStock();
    }

    const signedIn = await this.post("/auth/signin", {
      intent: "password",
      account: this.customer.email,
      password: this.password,
    });
    if (signedIn.status !== 302 || !this.jar.has("sid")) throw new Error(`sign-in answered ${signedIn.status}`);

    const created = await this.call("checkout/create", {}, [0, 41]);
    if (created.code === 41) {
      await this.emptyCart();
      return this.outOfStock();
    }
    const slug = created.data.slug;
    const checkout = await this.page(`/checkout/${slug}`);
    // Every other journey is a returning customer's: the second saved address.
    const saved = [...checkout.text.matchAll(/<input[^>]*name="addressChoice"[^>]*value="(\d+)"/g)].map(
      (match) => match[1],
    );
    const useSaved = this.turn % 2 === 0;
    if (useSaved && saved.length < 2) throw this.fail(`checkout offers ${saved.length} saved addresses, not 2`);
    const fields = useSaved ? { ...SAVED_CHOICE, addressChoice: saved[1] } : ADDRESS;
    // "Update totals" first, as a page without JavaScript does: Place order carries the total
    // shown for these choices, and the shop re-asks when it differs (docs/decisions/212).
    const quoted = await this.post(`/checkout/${slug}`, { ...fields, intent: "quote" });
    if (quoted.status !== 200) throw this.fail(`Update totals answered ${quoted.status}`);
    const shownTotal = /<input[^>]*name="shownTotal"[^>]*value="(\d+)"/.exec(quoted.text)?.[1];
    if (!shownTotal) throw this.fail("the checkout shows no total to confirm");
    const placed = await this.post(`/checkout/${slug}`, {
      ...fields,
      shownTotal,
      intent: "place",
      idempotencyKey: crypto.randomUUID(),
    });
    const location = placed.headers.get("location") ?? "";
    const orderNo = new URL(location, this.origin).searchParams.get("orderNo");
    if (placed.status === 302 && orderNo) {
      this.stats.orders.push({ orderNo, cookie: `sid=${this.jar.get("sid")}`, savedAddress: useSaved });
      await this.page(`/checkout/thankyou?orderNo=${orderNo}`);
      return;
    }
    if (placed.status === 400 && STOCK_MESSAGE.test(placed.text)) {
      await this.emptyCart();
      return this.outOfStock();
    }
    throw new Error(`checkout form answered ${placed.status}: ${placed.text.slice(0, 120)}`);
  }

  /** A page, then its report to visitor/track (the tracker's first tick), counted once accepted. */
  async visit(path) {
    await this.page(path);
    await this.call("visitor/track", { url: path, visitorId: this.visitorId }, [0]);
    this.stats.visitsReported++;
  }

  outOfStock() {
    this.stats.outOfStock++;
  }

  async emptyCart() {
    const list = await this.call("cart/list", {}, [0]);
    const ids = (list.data.items ?? []).map((item) => item.id);
    if (ids.length) await this.call("cart/remove", { ids }, [0]);
  }

  cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request(path, init) {
    this.stats.requests++;
    const sent = Date.now();
    let response;
    try {
      response = await fetch(this.origin + path, {
        redirect: "manual",
        ...init,
        headers: {
          cookie: this.cookie(),
          "cf-connecting-ip": this.ip,
          "user-agent": "Mozilla/5.0 (load test)",
          ...init?.headers,
        },
      });
    } catch (error) {
      // LOAD_DEBUG=1 prints what undici says about each failed connection.
      if (process.env.LOAD_DEBUG) {
        console.error(error.cause);
      }
      const waited = ((Date.now() - sent) / 1000).toFixed(1);
      throw this.fail(`${init?.method ?? "GET"} ${path}: ${error.cause?.code ?? error.message} after ${waited} s`);
    }
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const value = pair.slice(eq + 1);
      if (/Max-Age=0/i.test(line) || value === "") this.jar.delete(pair.slice(0, eq));
      else this.jar.set(pair.slice(0, eq), value);
    }
    const text = await response.text();
    if (response.status >= 500) throw this.fail(`${init?.method ?? "GET"} ${path}: ${response.status}`);
    return { status: response.status, headers: response.headers, text };
  }

  fail(message) {
    this.stats.failures.push(
      `shopper ${this.index} at ${((Date.now() - this.stats.started) / 1000).toFixed(1)} s: ${message}`,
    );
    return new JourneyStop(message);
  }

  async page(path) {
    const answer = await this.request(path);
    if (answer.status !== 200) throw this.fail(`GET ${path}: ${answer.status}`);
    return answer;
  }

  post(path, fields) {
    return this.request(path, {
      method: "POST",
      headers: { origin: this.origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  }

  async call(name, body, codes) {
    const answer = await this.request(`/api/web/${name}`, {
      method: "POST",
      headers: { origin: this.origin, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    let envelope;
    try {
      envelope = JSON.parse(answer.text);
    } catch {
      throw this.fail(`${name}: not JSON (${answer.status})`);
    }
    if (!codes.includes(envelope.code)) throw this.fail(`${name}: code ${envelope.code} ${envelope.msg}`);
    return envelope;
  }
}

/** Ends a journey whose failure is already recorded. */
class JourneyStop extends Error {}
