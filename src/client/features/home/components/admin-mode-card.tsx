import { ShieldAlert } from "lucide-react";
import { useId } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { Switch } from "#client/components/ui/switch.tsx";
import { setAdminMode, useAdminMode } from "#client/entities/quip/index.ts";
import { cn } from "#client/lib/cn.ts";
import { HOME_MSG } from "#shared/messages/home.ts";

/** Administrators only: the switch that lets them delete any quip from its card. */
export function AdminModeCard() {
  const isOn = useAdminMode();
  const id = useId();
  return (
    <Card
      as="section"
      aria-label="Admin mode"
      className={cn("p-5", isOn && "border-red-200 bg-red-50")}
    >
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="flex items-center gap-2 font-bold text-gray-900">
          <ShieldAlert
            aria-hidden="true"
            className={cn("size-5", isOn ? "text-red-700" : "text-gray-600")}
          />
          Admin mode
        </label>
        <Switch
          id={id}
          tone="danger"
          checked={isOn}
          onCheckedChange={setAdminMode}
          aria-describedby={`${id}-note`}
        />
      </div>
      <p
        id={`${id}-note`}
        className={cn("mt-2 text-sm", isOn ? "font-semibold text-red-800" : "text-gray-700")}
      >
        {isOn ? HOME_MSG.adminModeNote : "Turn on to delete any quip from the feed."}
      </p>
    </Card>
  );
}
