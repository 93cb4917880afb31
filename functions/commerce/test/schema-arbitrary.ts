/**
 * fast-check arbitraries for a call's input, made from its zod schema (through JSON Schema), so
 * a call added to calls.ts is fuzzed with well-formed input without anyone writing a generator.
 * Property names with a pool of real values (a product's slug, the customer's order number)
 * draw from it half of the time, so the fuzz reaches the handlers and not only validation.
 * `mutated` breaks one thing of a well-formed input: a missing key, a wrong type, a hostile
 * string, an unknown key, or something that is not an object at all.
 */
import { z } from "@hono/zod-openapi";
import fc from "fast-check";
import type { Call } from "../kernel/http/call";

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

export type Pools = Record<string, unknown[]>;

export const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    '"; DROP TABLE orders; --',
    "NEAR(a b)",
    "*",
    "\u0000",
    "../../etc/passwd",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "a".repeat(5000),
    "-1",
    "1e309",
    "__proto__",
  ),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(-1, 0, Number.MAX_SAFE_INTEGER + 2, 1e308),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor")), tie("value"), { maxKeys: 4 }),
  ),
})).value;

function forSchema(schema: Schema, pools: Pools, name = ""): fc.Arbitrary<unknown> {
  const own = ownArbitrary(schema, pools);
  const pool = pools[name];
  return pool?.length ? fc.oneof(fc.constantFrom(...pool), own) : own;
}

function ownArbitrary(schema: Schema, pools: Pools): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => forSchema(alternative, pools)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) record[key] = forSchema(property, pools, key);
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in record) });
    }
    case "array":
      return fc.array(schema.items ? forSchema(schema.items, pools) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -1e6, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1e6, Number.MAX_SAFE_INTEGER),
      });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "string": {
      if (schema.format === "email") return fc.emailAddress();
      if (schema.pattern)
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((text) => text.length <= (schema.maxLength ?? Infinity));
      return fc
        .string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) })
        .filter((text) => text.trim().length >= (schema.minLength ?? 0));
    }
    default:
      return fc.jsonValue();
  }
}

export function inputSchema(call: Call): Schema {
  return z.toJSONSchema(call.input, { io: "input", unrepresentable: "any" }) as Schema;
}

/** Well-formed input for the call (as far as its schema tells; refinements may still refuse it). */
export function wellFormed(call: Call, pools: Pools): fc.Arbitrary<unknown> {
  return forSchema(inputSchema(call), pools);
}

/** A well-formed input with one thing broken. */
export function mutated(call: Call, pools: Pools): fc.Arbitrary<unknown> {
  const keys = Object.keys(inputSchema(call).properties ?? {});
  const key = keys.length ? fc.constantFrom(...keys) : fc.string();
  return fc.tuple(wellFormed(call, pools), fc.nat(4), key, hostileValue).map(([value, how, name, hostile]) => {
    if (how === 4 || typeof value !== "object" || value === null || Array.isArray(value)) return hostile;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (how === 0) delete copy[name];
    else if (how === 1) copy[name] = hostile;
    else if (how === 2)
      copy[name] = typeof copy[name] === "string" ? 12345 : (JSON.stringify(copy[name]) ?? "undefined");
    else copy[`unknown_${name}`] = hostile;
    return copy;
  });
}

/** Arbitrary JSON, well-formed input and mutations, in equal parts. */
export function fuzzInput(call: Call, pools: Pools): fc.Arbitrary<unknown> {
  return fc.oneof(hostileValue, wellFormed(call, pools), mutated(call, pools));
}
