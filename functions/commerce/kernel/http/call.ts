/**
 * One API call = one zod input schema, one output schema (for the OpenAPI document) and a
 * handler. The router validates the input before the handler runs, so handlers only ever see
 * well-formed input, and bad input is always a code-40 answer that changed nothing.
 */
import type { z } from "@hono/zod-openapi";
import type { CachePolicy } from "./cache";
import type { ShopContext } from "./context";

export type Call<Input extends z.ZodType = z.ZodType, Output extends z.ZodType = z.ZodType> = {
  /** The path under /api/web, e.g. "product/list". */
  path: string;
  method?: "post" | "get";
  /** How a POST's input arrives: JSON (the default) or multipart form data (file uploads). */
  body?: "json" | "multipart";
  /**
   * A multipart body larger than this is refused from its content-length, before it is read
   * (HTTP 413, code 41, "uploadTooLarge"); see functions/contract/body-limit.ts.
   */
  maxBodyBytes?: number;
  summary: string;
  tag: string;
  input: Input;
  output: Output;
  /** "public" answers may be cached when no customer token came with the request. */
  cache?: CachePolicy;
  /** Operators only: `authorization: Bearer <ADMIN_TOKEN>`. */
  admin?: boolean;
  handle: (ctx: ShopContext, input: z.output<Input>) => Promise<z.input<Output>>;
};

export function defineCall<Input extends z.ZodType, Output extends z.ZodType>(call: Call<Input, Output>): Call {
  return call as unknown as Call;
}
