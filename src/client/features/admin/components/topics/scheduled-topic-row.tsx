import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { useDeleteScheduledTopic } from "#client/features/admin/api/delete-scheduled-topic.ts";
import { TopicSourceBadge } from "#client/features/admin/components/topic-source-badge.tsx";
import { formatCalendarDay } from "#client/features/admin/lib/eastern-time.ts";
import type { ScheduledTopic } from "#shared/schemas/topics.admin.ts";
import { ScheduledTopicEditor } from "./scheduled-topic-editor";

type RowProps = {
  topic: ScheduledTopic;
  isSelected: boolean;
  onSelectedChange: (selected: boolean) => void;
};

/** One upcoming day: select it, edit its words in place, or empty it. */
export function ScheduledTopicRow({ topic, isSelected, onSelectedChange }: RowProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteScheduledTopic();
  const day = formatCalendarDay(topic.scheduledForEstDate);
  const checkboxId = `scheduled-${topic.id}`;

  return (
    <li className="flex items-start gap-3 px-4 py-3 sm:px-5">
      <input
        id={checkboxId}
        type="checkbox"
        checked={isSelected}
        onChange={(event) => onSelectedChange(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-brand"
        aria-label={`Select ${topic.topic} (${day})`}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-gray-700">{day}</p>
        {isEditing ? (
          <ScheduledTopicEditor topic={topic} day={day} onDone={() => setIsEditing(false)} />
        ) : (
          <p className="mt-0.5 flex flex-wrap items-center gap-2">
            <span className="font-bold break-words text-gray-900">{topic.topic}</span>
            <TopicSourceBadge isManual={topic.isManual} />
          </p>
        )}
      </div>
      {isEditing ? null : (
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setIsEditing(true)}
            aria-label={`Edit topic for ${day}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Edit</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => setConfirming(true)}
            aria-label={`Delete topic for ${day}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Delete</span>
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete scheduled topic"
        description={`Remove "${topic.topic}" from ${day}? Generate AI Topics fills the day again.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(topic.id, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}
