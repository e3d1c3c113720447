/**
 * JSON made once for a value served many times as it is: a feed page the shared cache hands
 * out to every visitor (decision 0128). Keyed by the value itself, so a page dropped from the
 * cache takes its JSON with it.
 */
const made = new WeakMap<object, string>();

export function serializedOnce(value: object, serialize: (value: object) => string): string {
  let json = made.get(value);
  if (json === undefined) {
    json = serialize(value);
    made.set(value, json);
  }
  return json;
}
