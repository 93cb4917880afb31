/**
 * A form's field state without conform's React side (about 9 KB gzip) or zod (about 28 KB) in the
 * page's first load, for the forms of pages with a first-load budget (sign-in, the product page's
 * review; ADR 165). The form is a plain Remix `<Form>` that posts to its action, which validates
 * with the one zod schema and answers with conform's reply (`lastResult`); that reply's messages
 * are shown from the first render, before any check has loaded, and a reply with errors focuses
 * the first invalid field, as conform does.
 *
 * The browser-side check (a module that runs the same schema through conform's `parseWithZod`)
 * loads on the shopper's first focus in the form, or at once after a reply from the server. Until
 * it has loaded, a submission goes through to the action (the JavaScript-off path). Once loaded:
 * a submit with errors is stopped and its messages shown, and a field already checked is checked
 * again as the shopper types (conform's shouldRevalidate "onInput"); with `shouldValidate:
 * "onBlur"` a field is also checked when the shopper leaves it.
 *
 * Field ids and error ids are conform's (`<form id>-<name>`, `…-error`), and `FieldState` is a
 * subset of conform's `FieldMetadata`, so the shared field components take either.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";

/** What a field component needs: conform's `FieldMetadata` has all of it. */
export type FieldState = {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
  key?: string;
};

/** Field name → messages; `""` is the form's own message. */
export type Errors = Record<string, string[]>;
/** The loaded browser-side check: the errors of a submission, none when it is valid. */
export type FormCheck = { validate: (formData: FormData) => Errors | null };

type Options = {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** Imports the form's check module (a dynamic import, so it is a chunk of its own). */
  loadCheck: () => Promise<FormCheck>;
  shouldValidate?: "onSubmit" | "onBlur";
};

/** The messages of a conform reply or submission, by field; fields without any are left out. */
export function errorsOf(result?: { error?: Record<string, string[] | null> | null } | null): Errors {
  const errors: Errors = {};
  for (const [name, messages] of Object.entries(result?.error ?? {})) if (messages?.length) errors[name] = messages;
  return errors;
}

/** Focuses the form's first field that has a message, as conform does after a failed submit. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: Errors) {
  for (const element of Array.from(form?.elements ?? [])) {
    if (element instanceof HTMLElement && "name" in element && errors[element.name as string]) {
      element.focus();
      return;
    }
  }
}

function formDataOf(form: HTMLFormElement, submitter?: HTMLElement | null): FormData {
  const formData = new FormData(form);
  if (submitter instanceof HTMLButtonElement && submitter.name) formData.append(submitter.name, submitter.value);
  return formData;
}

export function useLightForm({ id, lastResult, loadCheck, shouldValidate = "onSubmit" }: Options) {
  // The reply's messages until the browser's own check says otherwise; a new reply starts again.
  const [state, setState] = useState({ reply: lastResult, errors: errorsOf(lastResult), resets: 0 });
  if (state.reply !== lastResult)
    setState({
      reply: lastResult,
      errors: errorsOf(lastResult),
      // conform's reply with `initialValue: null` empties the form: new keys remount the fields.
      resets: lastResult?.initialValue === null ? state.resets + 1 : state.resets,
    });
  const errors = state.reply === lastResult ? state.errors : errorsOf(lastResult);
  const check = useRef<FormCheck | null>(null);
  const loading = useRef(false);
  const checked = useRef(new Set<string>());

  const startLoading = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadCheck().then(
      (module) => void (check.current = module),
      () => void (loading.current = false),
    );
  }, [loadCheck]);

  useEffect(() => {
    if (!lastResult) return;
    startLoading();
    for (const name of Object.keys(lastResult.error ?? {})) checked.current.add(name);
    if (lastResult.status === "error") focusFirstInvalid(document.forms.namedItem(id), errorsOf(lastResult));
  }, [id, lastResult, startLoading]);

  /** Runs the loaded check and shows the messages of the checked fields (all of them on submit). */
  const validate = useCallback((form: HTMLFormElement, submitter?: HTMLElement | null, field?: string) => {
    const found = check.current?.validate(formDataOf(form, submitter)) ?? null;
    if (field) checked.current.add(field);
    setState((current) => {
      const next: Errors = {};
      const names = field ? checked.current : new Set([...checked.current, ...Object.keys(found ?? {})]);
      for (const name of names) if (found?.[name]) next[name] = found[name];
      // The server's own message of the form stays until the next submission.
      if (field && current.errors[""]) next[""] = current.errors[""];
      return { ...current, errors: next };
    });
    return found;
  }, []);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (!check.current || (submitter as HTMLButtonElement | null)?.formNoValidate) return;
      for (const element of Array.from(event.currentTarget.elements))
        if ("name" in element && element.name) checked.current.add(element.name as string);
      const found = validate(event.currentTarget, submitter);
      if (!found || !Object.keys(found).length) return;
      event.preventDefault();
      focusFirstInvalid(event.currentTarget, found);
    },
    [validate],
  );
  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as Element).getAttribute("name");
      if (check.current && name && checked.current.has(name)) validate(event.currentTarget, null, name);
    },
    [validate],
  );
  const onBlur = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const name = (event.target as Element).getAttribute("name");
      if (shouldValidate === "onBlur" && check.current && name) validate(event.currentTarget, null, name);
    },
    [shouldValidate, validate],
  );

  // After hydration the browser's own check takes over from its built-in one (conform does the same).
  const [noValidate, setNoValidate] = useState(false);
  useEffect(() => setNoValidate(true), []);

  const initial = (lastResult?.initialValue ?? {}) as Record<string, unknown>;
  const fields = new Proxy({} as Record<string, FieldState>, {
    get: (_, name: string): FieldState => ({
      id: `${id}-${name}`,
      name,
      errorId: `${id}-${name}-error`,
      errors: errors[name],
      initialValue: initial[name],
      key: `${state.resets}`,
    }),
  });
  const form = {
    id,
    errorId: `${id}-error`,
    errors: errors[""],
    // conform's getFormProps ties the form's own message to the form the same way.
    props: {
      id,
      noValidate,
      "aria-invalid": errors[""] ? true : undefined,
      "aria-describedby": errors[""] ? `${id}-error` : undefined,
      onSubmit,
      onInput,
      onBlur,
      onFocus: startLoading,
    },
    startLoading,
  };
  return [form, fields] as const;
}

/** An input's id, name, value and aria attributes, as conform's `getInputProps` gives them. */
export function inputProps(field: FieldState, options: { type: string; ariaDescribedBy?: string }) {
  const invalid = field.errors !== undefined;
  return {
    id: field.id,
    name: field.name,
    type: options.type,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${field.errorId} ${options.ariaDescribedBy ?? ""}`.trim() : options.ariaDescribedBy,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
  };
}

/** A textarea's id, name, value and aria attributes, as conform's `getTextareaProps` gives them. */
export function textareaProps(field: FieldState) {
  const { type: _type, ...props } = inputProps(field, { type: "" });
  return props;
}

/** A select's id, name and aria attributes, as conform's `getSelectProps` gives them (the value is the caller's). */
export function selectProps(field: FieldState) {
  const invalid = field.errors !== undefined;
  return {
    id: field.id,
    name: field.name,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? field.errorId : undefined,
  };
}
