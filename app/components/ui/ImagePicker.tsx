/**
 * The pictures of a form: a plain file input (so it posts with the form, JavaScript or not) with
 * its label, limits and error line. With JavaScript the chosen pictures are previewed.
 * The form around it needs `encType="multipart/form-data"`.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { FieldError } from "~/components/ui/FieldError";
import { IMAGE_TYPES, MAX_IMAGES, UPLOAD_MAX_BYTES as IMAGE_MAX_BYTES } from "../../../functions/contract/uploads";

type ImagePickerProps = { id: string; name: string; errorId: string; errors?: string[]; labelKey?: string };

export function ImagePicker({ id, name, errorId, errors, labelKey = "upload.label" }: ImagePickerProps) {
  const { t } = useTranslation();
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t(labelKey)}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        multiple
        accept={IMAGE_TYPES.join(",")}
        aria-describedby={`${id}-hint ${errorId}`}
        aria-invalid={errors?.length ? true : undefined}
        className={`file-input w-full ${errors?.length ? "file-input-error" : ""}`}
        onChange={(event) =>
          setPreviews(
            [...(event.currentTarget.files ?? [])].slice(0, MAX_IMAGES).map((file) => URL.createObjectURL(file)),
          )
        }
      />
      <p id={`${id}-hint`} className="shop-desc text-xs">
        {t("upload.hint", { count: MAX_IMAGES, size: IMAGE_MAX_BYTES / 1024 / 1024 })}
      </p>
      {previews.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("upload.chosen")}>
          {previews.map((url, index) => (
            <li key={url}>
              <img
                src={url}
                alt={t("upload.preview", { index: index + 1 })}
                className="h-16 w-16 rounded object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
