import { describe, expect, it } from "vitest";
import { chosenFiles, imageFilesField } from "./image-forms";
import { UPLOAD_MAX_BYTES } from "../../../functions/contract/uploads";
import { uploadImages } from "./uploads.server";
import { UpstreamError } from "../../lib/envelope";
import type { Upstream } from "../../lib/upstream.server";

const png = (size = 10, name = "a.png") => new File([new Uint8Array(size)], name, { type: "image/png" });

describe("imageFilesField", () => {
  it("treats the empty file an untouched input posts as no picture", () => {
    expect(chosenFiles(new File([], ""))).toEqual([]);
    expect(imageFilesField.parse(undefined)).toEqual([]);
    expect(imageFilesField.parse([new File([], "")])).toEqual([]);
  });

  it("takes one or several pictures", () => {
    expect(imageFilesField.parse(png())).toHaveLength(1);
    expect(imageFilesField.parse([png(), png()])).toHaveLength(2);
  });

  it.each([
    ["a non-picture", [new File(["x"], "a.txt", { type: "text/plain" })], "upload.notImage"],
    ["an SVG", [new File(["<svg/>"], "a.svg", { type: "image/svg+xml" })], "upload.notImage"],
    ["a picture over 5 MB", [png(UPLOAD_MAX_BYTES + 1)], "upload.tooLarge"],
    ["seven pictures", Array.from({ length: 7 }, () => png()), "upload.tooMany"],
  ])("refuses %s with its message key", (_name, files, key) => {
    const result = imageFilesField.safeParse(files);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(key);
  });
});

describe("uploadImages", () => {
  const upstreamAnswering = (answer: (form: FormData) => Promise<unknown>) =>
    ({ upload: (_name: string, form: FormData) => answer(form) }) as unknown as Upstream;

  it("uploads each file and returns the URLs in order", async () => {
    let n = 0;
    const upstream = upstreamAnswering(async (form) => {
      expect(form.get("file")).toBeInstanceOf(File);
      n += 1;
      return { url: `/api/web/media/uploads/images/${n}.png` };
    });
    expect(await uploadImages(upstream, [png(), png()])).toEqual([
      "/api/web/media/uploads/images/1.png",
      "/api/web/media/uploads/images/2.png",
    ]);
  });

  it("moves the backend's file message onto the form's field", async () => {
    const upstream = upstreamAnswering(async () => {
      throw new UpstreamError(40, "check", 422, { fields: { file: "Only pictures can be uploaded." } });
    });
    const failure = await uploadImages(upstream, [png()], "evidence").catch((error: UpstreamError) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).fields).toEqual({ evidence: "Only pictures can be uploaded." });
  });
});
