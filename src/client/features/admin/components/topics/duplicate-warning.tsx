import { TriangleAlert } from "lucide-react";
import { formatCalendarDay } from "#client/features/admin/lib/eastern-time.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { DuplicateCheck } from "#shared/schemas/topics.admin.ts";

/** The topics with the same words, and when they were (or will be) the topic of the day. */
export function DuplicateWarning({ check }: { check: DuplicateCheck }) {
  return (
    <div className="mt-3 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
        {ADMIN_MSG.duplicateTopic}
      </p>
      <ul className="mt-1.5 space-y-0.5 pl-6">
        {check.existingTopics.map((t) => (
          <li key={`${t.source}-${t.date}-${t.topic}`}>
            <span className="font-semibold">{t.topic}</span> —{" "}
            {t.source === "past" ? "used" : "scheduled"} {formatCalendarDay(t.date)}
          </li>
        ))}
      </ul>
    </div>
  );
}
