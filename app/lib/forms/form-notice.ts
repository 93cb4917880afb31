/**
 * How an action's own message is to be told (docs/spec.md §8), carried inside the message so
 * every form keeps its one failure shape: `notice:dialog:<text>` for code 10, `notice:toast:<text>`
 * for the other refusals. With JavaScript the form's message opens the dialog or the 1000 ms
 * error toast, as a browser call's would; the inline alert stays either way (the only telling
 * without JavaScript, and one that does not vanish before a screen reader gets to it).
 */
type FormNoticeKind = "dialog" | "toast";

const MARK = /^notice:(dialog|toast):/;

export function markNotice(kind: FormNoticeKind, message: string): string {
  return `notice:${kind}:${message}`;
}

/** The message without its mark, and how to tell it (null: inline only). */
export function readNotice(message: string): { kind: FormNoticeKind | null; message: string } {
  const match = MARK.exec(message);
  return match
    ? { kind: match[1] as FormNoticeKind, message: message.slice(match[0].length) }
    : { kind: null, message };
}
