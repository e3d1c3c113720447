/** The first message for each field that has a problem. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A form's values checked: the data to send, or what is wrong with which field. */
export type Validation<Out, K extends string> =
  | { ok: true; data: Out }
  | { ok: false; errors: FieldErrors<K> };

/** Checks a form's values, at once or (when its rules load on demand) later. */
export type Validate<V, Out> = (
  values: V,
) => Validation<Out, keyof V & string> | Promise<Validation<Out, keyof V & string>>;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** What the form needs of a zod schema: its `safeParse`. Only zod's types are imported here. */
export type SchemaLike<Out> = {
  safeParse(
    input: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
};

/** The first issue's message for each field, the field being an issue's first path segment. */
export function fieldErrorsOf<K extends string>(issues: readonly Issue[]): FieldErrors<K> {
  const errors: Partial<Record<string, string>> = {};
  for (const { path, message } of issues) {
    const [field] = path;
    if (typeof field === "string") errors[field] ??= message;
  }
  return errors as FieldErrors<K>;
}

function check<Out, K extends string>(
  schema: SchemaLike<Out>,
  values: unknown,
): Validation<Out, K> {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrorsOf<K>(result.error.issues) };
}

/**
 * Validation by a zod schema, in the schema's own words. Pass a loader instead of the schema to
 * keep zod out of a page's first download: the check then waits for it.
 */
export function bySchema<V, Out>(
  schema: SchemaLike<Out> | (() => Promise<SchemaLike<Out>>),
): Validate<V, Out> {
  if (typeof schema !== "function") return (values) => check(schema, values);
  return async (values) => check(await schema(), values);
}
