import { type ComponentProps, lazy, Suspense } from "react";

const ConfirmDialog = lazy(() =>
  import("./confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);

type Props = Omit<ComponentProps<typeof ConfirmDialog>, "trigger">;

/**
 * The confirmation dialog, loaded the first time it opens: the dialog library is not part of
 * the first page load for the many readers who never delete anything. The caller owns the
 * button that opens it.
 */
export function LazyConfirmDialog(props: Props) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
