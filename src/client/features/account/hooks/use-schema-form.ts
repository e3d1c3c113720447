import { type ChangeEvent, useState } from "react";
import type { z } from "zod";

type Errors<K extends string> = Partial<Record<K, string>>;

/** The first message for each field, in the schema's words. */
function fieldErrors<K extends string>(error: z.ZodError, keys: readonly K[]): Errors<K> {
  const errors: Errors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && (keys as readonly string[]).includes(key)) {
      errors[key as K] ??= issue.message;
    }
  }
  return errors;
}

/**
 * A small form state checked by a shared zod schema: errors appear on submit, then follow the
 * typing so a fixed field clears at once. `submit` answers the parsed values, or null (and
 * focuses the first field in error, found by id `${idPrefix}-${field}`).
 */
export function useSchemaForm<S extends z.ZodType, K extends string>(
  schema: S,
  initial: Record<K, string>,
  idPrefix: string,
) {
  const keys = Object.keys(initial) as K[];
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [hasSubmitted, setHasSubmitted] = useState(false);

  function check(next: Record<K, string>) {
    const result = schema.safeParse(next);
    setErrors(result.success ? {} : fieldErrors(result.error, keys));
    return result;
  }

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (hasSubmitted) check(next);
  }

  function submit(): z.output<S> | null {
    setHasSubmitted(true);
    const result = check(values);
    if (result.success) return result.data;
    const errs = fieldErrors(result.error, keys);
    const first = keys.find((key) => errs[key]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    return null;
  }

  function reset() {
    setValues(initial);
    setErrors({});
    setHasSubmitted(false);
  }

  /** Props for a TextField (or textarea) named `name`. */
  const field = (name: K) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onChange,
    error: errors[name],
  });

  return { values, errors, field, submit, reset };
}
