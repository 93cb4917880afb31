/** A picture uploaded through upload/image as the given caller (its owner), for the tests of calls that take pictures. */
import { env } from "cloudflare:test";
import commerce from "../index";
import { ORIGIN } from "./shop";

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

export async function uploadPicture(headers: Record<string, string>): Promise<string> {
  const form = new FormData();
  form.set("file", new Blob([PNG]), "picture.png");
  const response = await commerce.fetch(
    new Request(`${ORIGIN}/api/web/upload/image`, { method: "POST", headers, body: form }),
    env,
    {} as ExecutionContext,
  );
  const body = (await response.json()) as { code: number; data: { url: string } };
  if (body.code !== 0) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.url;
}
