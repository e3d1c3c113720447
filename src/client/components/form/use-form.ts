import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import type { FieldErrors, Validate, Validation } from "./validation";

/** Where a failed submission shows: under a field, over the whole form, or nowhere (null). */
export type FailureDisplay<K extends string> = { field?: K; message: string } | null;

/**
 * What editing a field does to the errors a submit showed: check the form again as it changes
 * (errors follow the typing), clear that field's error, or keep them until the next submit.
 */
export type AfterSubmit = "revalidate" | "clear" | "keep";

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

type Options<V extends Record<string, unknown>, Out> = {
  initialValues: V;
  validate: Validate<V, Out>;
  /** Each field's id is `${idPrefix}-${name}`. */
  idPrefix: string;
  afterSubmit?: AfterSubmit;
  /** Move the focus to the first field (in `initialValues` order) that has an error. */
  focusFirstError?: boolean;
  onInvalid?: (errors: FieldErrors<keyof V & string>) => void;
  /**
   * How a failed submission shows (a refusal from the server, a network failure, rules that did
   * not load). Without it, failures are left to the caller's own handling, such as a toast.
   */
  describeFailure?: (error: unknown) => FailureDisplay<keyof V & string>;
};

/**
 * The client's forms: values, the errors of each field and of the form as a whole, and the
 * submitting state. A submit validates; valid data goes to `onValid`, and when that returns a
 * promise (a mutation's `mutateAsync`) the form is submitting until it settles and its failure
 * is shown through `describeFailure`.
 */
export function useForm<V extends Record<string, unknown>, Out>({
  initialValues,
  validate,
  idPrefix,
  afterSubmit = "revalidate",
  focusFirstError = false,
  onInvalid,
  describeFailure,
}: Options<V, Out>) {
  type K = keyof V & string;
  const [initial] = useState(initialValues);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // Rules that load on demand answer late: only the latest check may set the errors.
  const latestCheck = useRef(0);
  const submitting = useRef(false);

  const fieldId = (name: K) => `${idPrefix}-${name}`;

  function showFailure(error: unknown) {
    const display = describeFailure?.(error);
    if (!display) return;
    const { field, message } = display;
    if (field) setErrors((current) => ({ ...current, [field]: message }));
    else setFormError(message);
  }

  /** Runs `then` with the check of `next`, now or once it settles, unless a newer check began. */
  function check(
    next: V,
    then: (result: Validation<Out, K>) => void,
    onFailure: (error: unknown) => void,
    rules: Validate<V, Out> = validate,
  ) {
    latestCheck.current += 1;
    const run = latestCheck.current;
    const settle = (result: Validation<Out, K>) => {
      if (run === latestCheck.current) then(result);
    };
    const result = rules(next);
    if (result instanceof Promise) result.then(settle, onFailure);
    else settle(result);
  }

  function setValue<N extends K>(name: N, value: V[N]) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (!hasSubmitted || afterSubmit === "keep") return;
    if (afterSubmit === "clear") {
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      return;
    }
    check(
      next,
      (result) => setErrors(result.ok ? {} : result.errors),
      () => {}, // the next submit reports rules that failed to load
    );
  }

  function invalid(found: FieldErrors<K>) {
    if (focusFirstError) {
      const first = (Object.keys(initial) as K[]).find((name) => found[name]);
      if (first) document.getElementById(fieldId(first))?.focus();
    }
    onInvalid?.(found);
  }

  async function send(outcome: Promise<unknown>) {
    submitting.current = true;
    setSubmitting(true);
    try {
      await outcome;
    } catch (error) {
      showFailure(error);
    } finally {
      submitting.current = false;
      setSubmitting(false);
    }
  }

  /**
   * The form's submit handler: validates (with `rules` when one action checks less than the
   * form does), then hands the data to `onValid`. Ignored while a submission is under way.
   */
  const handleSubmit =
    (onValid: (data: Out) => unknown, rules?: Validate<V, Out>) => (event?: FormEvent) => {
      event?.preventDefault();
      if (submitting.current) return;
      setHasSubmitted(true);
      setFormError(null);
      check(
        values,
        (result) => {
          setErrors(result.ok ? {} : result.errors);
          if (!result.ok) return invalid(result.errors);
          const outcome = onValid(result.data);
          if (outcome instanceof Promise) void send(outcome);
        },
        showFailure,
        rules,
      );
    };

  /** Props for a TextField or TextareaField showing the string field `name`. */
  const field = (name: StringKeys<V>) => ({
    id: fieldId(name),
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as V[typeof name]),
    error: errors[name],
  });

  /** Back to the first values (or `next`), with no errors, as if never submitted. */
  function reset(next: V = initial) {
    latestCheck.current += 1;
    setValues(next);
    setErrors({});
    setFormError(null);
    setHasSubmitted(false);
  }

  return {
    values,
    errors,
    formError,
    isSubmitting,
    field,
    fieldId,
    setValue,
    handleSubmit,
    reset,
  };
}
