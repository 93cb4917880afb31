/**
 * The load test's customers, written straight into the snapshot's D1: one per shopper, all with
 * the same password and two saved addresses (returning customers check out with the second). The hash has the format of functions/commerce/accounts/passwords.ts
 * (`pbkdf2-sha256$iterations$salt$hash`, base64url), made once and shared.
 */
export const PASSWORD = "load test 1";

const base64url = (bytes) => Buffer.from(bytes).toString("base64url");

async function passwordHash(password) {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 100_000 }, key, 256);
  return ["pbkdf2-sha256", 100_000, base64url(salt), base64url(new Uint8Array(bits))].join("$");
}

export async function createCustomers(db, count) {
  const hash = await passwordHash(PASSWORD);
  const run = Date.now();
  const customers = [];
  for (let index = 0; index < count; index++) {
    const email = `load-${run}-${index}@example.com`;
    const user = await db
      .prepare(
        "INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at) VALUES (?, ?, 'Load', ?, strftime('%Y-%m-%dT%H:%M:%fZ','now')) RETURNING id",
      )
      .bind(email, hash, `Shopper ${index}`)
      .first();
    for (const [country, city, isDefault] of [
      ["US", "San Francisco", 1],
      ["DE", "Berlin", 0],
    ]) {
      await db
        .prepare(
          `INSERT INTO addresses (user_id, country, province, city, postal_code, first_name, last_name, address, country_code, phone, is_default)
           VALUES (?, ?, 'State', ?, '10115', 'Load', 'Shopper', '1 Main St', '+1', '415 555 0100', ?)`,
        )
        .bind(user.id, country, city, isDefault)
        .run();
    }
    customers.push({ email });
  }
  return customers;
}
