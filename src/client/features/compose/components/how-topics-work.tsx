import { ChevronDown, CircleHelp } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "#client/lib/cn.ts";
import { LIMITS } from "#shared/limits.ts";

/** A toggle explaining topics: three quips each, a 48-hour window, city titles. */
export function HowTopicsWork() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="contents">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-brand-strong hover:bg-brand-soft"
      >
        <CircleHelp aria-hidden="true" className="size-4" />
        How topics work
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="mt-3 w-full rounded-xl bg-gray-50 p-3 text-sm text-gray-800"
      >
        <ul className="list-disc space-y-1.5 pl-5">
          <li>Every day (except Sunday) brings a new Topic of the Day.</li>
          <li>
            A topic takes quips for 48 hours, so today's and yesterday's topics are both open.
          </li>
          <li>You can post up to {LIMITS.quipsPerTopic} quips on each topic.</li>
          <li>
            When a topic closes, its quips compete by likes for city titles: Mayor, Deputy Mayor,
            City Treasurer, City Council and more.
          </li>
        </ul>
      </div>
    </div>
  );
}
