import { RefreshCw, Sparkles, StepForward } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useGenerateTopics } from "#client/features/admin/api/generate-topics.ts";
import { useRefreshNextDayTopic } from "#client/features/admin/api/refresh-next-day-topic.ts";
import { useRefreshSelectedTopics } from "#client/features/admin/api/refresh-selected-topics.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { TOPIC_MSG } from "#shared/schemas/topics.admin.ts";

function ToolButton(props: {
  onClick: () => void;
  isPending: boolean;
  icon: ReactNode;
  label: string;
  primary?: boolean;
}) {
  return (
    <Button
      size="sm"
      variant={props.primary ? "primary" : "secondary"}
      onClick={props.onClick}
      disabled={props.isPending}
    >
      {props.isPending ? <Spinner className="size-4" /> : props.icon}
      {props.label}
    </Button>
  );
}

/** Refresh Next Day, Refresh Selected Topics and Generate AI Topics. */
export function ScheduleToolbar({
  selectedIds,
  onRefreshed,
}: {
  selectedIds: string[];
  onRefreshed: () => void;
}) {
  const nextDay = useRefreshNextDayTopic();
  const selected = useRefreshSelectedTopics();
  const generate = useGenerateTopics();

  function refreshSelected() {
    if (selectedIds.length === 0) {
      toast({
        title: TOPIC_MSG.noneSelected,
        description: TOPIC_MSG.noneSelectedBody,
        variant: "destructive",
      });
      return;
    }
    selected.mutate(selectedIds, { onSuccess: onRefreshed });
  }

  const icon = "size-4";
  return (
    <div className="flex flex-wrap gap-2">
      <ToolButton
        label="Refresh Next Day"
        icon={<StepForward aria-hidden="true" className={icon} />}
        isPending={nextDay.isPending}
        onClick={() => nextDay.mutate(undefined)}
      />
      <ToolButton
        label="Refresh Selected Topics"
        icon={<RefreshCw aria-hidden="true" className={icon} />}
        isPending={selected.isPending}
        onClick={refreshSelected}
      />
      <ToolButton
        primary
        label="Generate AI Topics"
        icon={<Sparkles aria-hidden="true" className={icon} />}
        isPending={generate.isPending}
        onClick={() => generate.mutate(undefined)}
      />
    </div>
  );
}
