import { Archive, Inbox } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import type { ContactInboxView } from "#shared/schemas/contact.ts";

const VIEWS = [
  { value: "inbox", label: "Inbox", icon: Inbox },
  { value: "archived", label: "Archived", icon: Archive },
] as const;

/** Inbox or archive: two toggle buttons, the pressed one shown. */
export function ViewSwitch({
  value,
  onChange,
}: {
  value: ContactInboxView;
  onChange: (view: ContactInboxView) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-full border border-gray-200 bg-white p-1 shadow-xs">
      <legend className="sr-only">Show messages</legend>
      {VIEWS.map(({ value: view, label, icon: Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(view)}
          className={cn(
            "inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition-colors",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
            view === value
              ? "bg-brand text-white"
              : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
