import { Keyboard } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Switch } from "#client/components/ui/switch.tsx";
import {
  setShortcutsOn,
  useShortcutsOn,
} from "#client/features/shortcuts/hooks/use-shortcuts-setting.ts";
import { SHORTCUT_MSG } from "#shared/messages/shortcuts.ts";
import { ShortcutsHelp } from "./lazy-shortcuts-help";

const m = SHORTCUT_MSG;

/** Settings' "Keyboard shortcuts": the off-switch, for this browser, and the list. */
export function ShortcutsSection() {
  const isOn = useShortcutsOn();
  const [isListOpen, setListOpen] = useState(false);
  const id = useId();
  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="p-5 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-bold text-gray-900">
        <Keyboard aria-hidden="true" className="size-5 text-brand" />
        {m.settingTitle}
      </h2>
      <div className="mt-3 flex items-center justify-between gap-3">
        <label htmlFor={id} className="font-semibold text-gray-900">
          {m.settingLabel}
        </label>
        <Switch
          id={id}
          checked={isOn}
          onCheckedChange={setShortcutsOn}
          aria-describedby={`${id}-note`}
        />
      </div>
      <p id={`${id}-note`} className="mt-1 text-sm text-gray-700">
        {m.settingNote}
      </p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={() => setListOpen(true)}>
        {m.showList}
      </Button>
      <ShortcutsHelp open={isListOpen} onClose={() => setListOpen(false)} />
    </Card>
  );
}
