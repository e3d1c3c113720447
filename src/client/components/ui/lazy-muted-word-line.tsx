import { type ComponentProps, lazy, Suspense } from "react";

const MutedWordLine = lazy(() =>
  import("./muted-word-line").then((m) => ({ default: m.MutedWordLine })),
);

/**
 * The muted-word line, loaded the first time a folded quip shows: few readers mute words, so
 * the first page load does without it. Until it arrives an empty line of its height holds its
 * place; a page the server rendered keeps the server's line meanwhile.
 */
export function LazyMutedWordLine(props: ComponentProps<typeof MutedWordLine>) {
  return (
    <Suspense fallback={<p aria-hidden="true" className="h-5" />}>
      <MutedWordLine {...props} />
    </Suspense>
  );
}
