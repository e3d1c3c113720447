import { lazy, Suspense } from "react";

const ShortcutsHelpDialog = lazy(() =>
  import("./shortcuts-help-dialog").then((m) => ({ default: m.ShortcutsHelpDialog })),
);

/** The list of shortcuts, loaded the first time it opens; mounted only while open. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsHelpDialog onClose={onClose} />
    </Suspense>
  );
}
