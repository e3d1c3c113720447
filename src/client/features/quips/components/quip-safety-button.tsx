import { Ellipsis } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { SAFETY_CLIENT_MSG } from "../../../../shared/safety-client-messages";
import type { Quip } from "../../../../shared/schemas/quip";
import { quipActionClass } from "./quip-action";

const loadMenu = () => import("../../safety").then((m) => ({ default: m.QuipSafetyMenu }));
const QuipSafetyMenu = lazy(loadMenu);

/**
 * The card's "more" button, loaded after the page like the card's other extras. The menu (mute,
 * block, hide, with their calls and dialogs) loads when the button is first pressed or pointed
 * at; meanwhile this button stands in for the menu's own, which opens at once when it arrives.
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
      aria-label={SAFETY_CLIENT_MSG.quipMenu}
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
