import { Ellipsis } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { CLIENT_MSG } from "../../../../shared/messages";
import type { Quip } from "../../../../shared/schemas/quip";
import { quipActionClass } from "./quip-action";

const loadMenu = () => import("../../safety").then((m) => ({ default: m.QuipSafetyMenu }));
const QuipSafetyMenu = lazy(loadMenu);

/**
 * The card's "more" button. The menu (mute, block, hide, with their calls and dialogs) loads
 * when the button is first pressed, or pointed at, so the first page load carries none of it;
 * meanwhile this button stands in for the menu's own, which opens at once when it arrives.
 */
export function QuipSafetyButton({
  quip,
  onGone,
}: {
  quip: Quip;
  onGone?: (() => void) | undefined;
}) {
  const [isWanted, setWanted] = useState(false);
  const triggerClassName = quipActionClass();
  const standIn = (
    <button
      type="button"
      aria-label={CLIENT_MSG.quip.moreActions}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onClick={() => setWanted(true)}
      className={triggerClassName}
    >
      <Ellipsis aria-hidden="true" className="size-5" />
    </button>
  );
  if (!isWanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <QuipSafetyMenu quip={quip} triggerClassName={triggerClassName} defaultOpen onGone={onGone} />
    </Suspense>
  );
}
