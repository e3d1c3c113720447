import { Button } from "#client/components/ui/button.tsx";
import { ADMIN_MSG } from "#shared/messages/admin.ts";

/** Where an action is not allowed on one's own account: a disabled "You". */
export function SelfButton({ action }: { action: string }) {
  return (
    <Button variant="secondary" size="sm" disabled title={`You cannot ${action} yourself`}>
      {ADMIN_MSG.you}
    </Button>
  );
}
