import { FormDialog, FormDialogHeading } from "#client/components/ui/form-dialog.tsx";
import { SHORTCUT_MSG } from "#shared/messages/shortcuts.ts";

const m = SHORTCUT_MSG;

/** The list of shortcuts (`?`, or Settings' button); Escape or Close gives the focus back. */
export function ShortcutsHelpDialog({ onClose }: { onClose: () => void }) {
  return (
    <FormDialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <FormDialogHeading title={m.helpTitle} description={m.helpIntro} />
      <dl className="mt-4 divide-y divide-gray-200">
        {m.list.map((shortcut) => (
          <div key={shortcut.does} className="flex items-center justify-between gap-4 py-2">
            <dt className="flex shrink-0 items-center gap-1.5 text-sm text-gray-700">
              {shortcut.keys.map((key, index) => (
                <span key={key} className="flex items-center gap-1.5">
                  {index > 0 ? <span>{"isSequence" in shortcut ? "then" : "or"}</span> : null}
                  <kbd className="min-w-7 rounded-md border border-gray-300 bg-gray-50 px-1.5 py-0.5 text-center font-mono text-sm font-semibold text-gray-900 shadow-xs">
                    {key}
                  </kbd>
                </span>
              ))}
            </dt>
            <dd className="text-right text-sm text-gray-900">{shortcut.does}</dd>
          </div>
        ))}
      </dl>
    </FormDialog>
  );
}
