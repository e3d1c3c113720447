import { type ComponentProps, lazy, Suspense } from "react";

const GuessDialog = lazy(() => import("./guess-dialog").then((m) => ({ default: m.GuessDialog })));

/** The guess dialog, loaded the first time it opens: most readers never guess. */
export function LazyGuessDialog(props: ComponentProps<typeof GuessDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <GuessDialog {...props} />
    </Suspense>
  );
}
