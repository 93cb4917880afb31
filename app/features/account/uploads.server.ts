/**
 * Pictures from a multipart form action, handed to the backend one by one (`upload/image`),
 * giving back the URLs the next call (return/apply, review/add, inquiry/submit…) takes.
 * Works the same with JavaScript off: the browser posts the files with the form itself.
 */
import { UpstreamError } from "../../lib/envelope";
import { CODE } from "../../../functions/contract/envelope";
import type { Upstream } from "../../lib/upstream.server";

/**
 * Uploads in order. A refused file becomes a code-40 error on `field` (the form's own input
 * name), so the action's usual failure path shows it beside the picker.
 */
export async function uploadImages(upstream: Upstream, files: File[], field = "images"): Promise<string[]> {
  const urls: string[] = [];
  for (const file of files) {
    const form = new FormData();
    form.set("file", file, file.name || "picture");
    try {
      urls.push((await upstream.upload("upload/image", form)).url);
    } catch (error) {
      const message = error instanceof UpstreamError ? error.fields?.file : undefined;
      if (error instanceof UpstreamError && message) {
        throw new UpstreamError(
          CODE.fail,
          error.message,
          error.status,
          { fields: { [field]: message } },
          error.fromBackend,
        );
      }
      throw error;
    }
  }
  return urls;
}
