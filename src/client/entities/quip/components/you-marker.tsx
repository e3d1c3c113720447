/**
 * Marks the reader's own quip or comment while it is anonymous, so they can trust it shows
 * as "anonymous" to everyone, without a screenshot ever naming them.
 */
export function YouMarker() {
  return (
    <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
      you
    </span>
  );
}
