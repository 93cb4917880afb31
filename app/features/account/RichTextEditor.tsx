/**
 * A tiny rich-text editor: a contenteditable area with a few buttons (bold, italic, heading,
 * list, link). Without JavaScript the plain textarea is what the shopper sees and posts; with
 * it, the textarea is hidden and kept in step with the editable area's HTML. The backend
 * sanitises whatever arrives.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";

type RichTextEditorProps = {
  id: string;
  name: string;
  defaultValue: string;
  labelKey: string;
  errorId: string;
  invalid: boolean;
};

const COMMANDS = [
  ["bold", "userArticle.bold", "B"],
  ["italic", "userArticle.italic", "I"],
  ["h2", "userArticle.heading", "H"],
  ["insertUnorderedList", "userArticle.list", "•"],
  ["createLink", "userArticle.link", "URL"],
] as const;

export function RichTextEditor({ id, name, defaultValue, labelKey, errorId, invalid }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (area.current && field.current) area.current.innerHTML = field.current.value;
    setEnhanced(true);
  }, []);
  const sync = () => {
    if (area.current && field.current) field.current.value = area.current.innerHTML;
  };
  const run = (command: (typeof COMMANDS)[number][0]) => {
    area.current?.focus();
    if (command === "h2") document.execCommand("formatBlock", false, "h2");
    else if (command === "createLink") {
      const url = window.prompt(t("userArticle.linkPrompt"), "https://");
      if (url) document.execCommand("createLink", false, url);
    } else document.execCommand(command);
    sync();
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={enhanced ? `${id}-editor` : id} className="text-sm font-medium">
        {t(labelKey)}
      </label>
      {enhanced ? (
        <div role="toolbar" aria-label={t("userArticle.toolbar")} aria-controls={`${id}-editor`} className="flex gap-1">
          {COMMANDS.map(([command, label, glyph]) => (
            <button
              key={command}
              type="button"
              className="btn btn-xs"
              aria-label={t(label)}
              title={t(label)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(command)}
            >
              {glyph}
            </button>
          ))}
        </div>
      ) : null}
      <div
        ref={area}
        id={`${id}-editor`}
        role="textbox"
        aria-multiline="true"
        aria-describedby={errorId}
        aria-invalid={invalid || undefined}
        contentEditable={enhanced}
        suppressContentEditableWarning
        onInput={sync}
        onBlur={sync}
        className={`prose min-h-48 max-w-none rounded-box border p-3 ${invalid ? "border-error" : "border-base-300"} ${enhanced ? "" : "hidden"}`}
      />
      <textarea
        ref={field}
        id={id}
        name={name}
        defaultValue={defaultValue}
        rows={12}
        aria-describedby={errorId}
        aria-invalid={invalid || undefined}
        className={`textarea w-full font-mono ${enhanced ? "hidden" : ""}`}
      />
    </div>
  );
}
