/**
 * Pictures attached to a form (a return, a review, an inquiry): one schema for the browser and
 * the action. The backend checks the bytes again (`upload/image`); this only catches the obvious
 * early, in the shopper's language.
 */
import { z } from "../../lib/forms/zod";
import { IMAGE_TYPES, MAX_IMAGES, UPLOAD_MAX_BYTES as IMAGE_MAX_BYTES } from "../../../functions/contract/uploads";

const isFile = (value: unknown): value is File =>
  typeof value === "object" && value !== null && "size" in value && "type" in value && "name" in value;

/** A file input with nothing chosen still posts one empty, nameless file: that is "no picture". */
export function chosenFiles(value: unknown): File[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter((item): item is File => isFile(item) && item.size > 0);
}

export const imageFilesField = z.preprocess(
  chosenFiles,
  z
    .array(
      z
        .custom<File>(isFile)
        .refine((file) => (IMAGE_TYPES as readonly string[]).includes(file.type), { error: "upload.notImage" })
        .refine((file) => file.size <= IMAGE_MAX_BYTES, { error: "upload.tooLarge" }),
    )
    .max(MAX_IMAGES, { error: "upload.tooMany" }),
);
