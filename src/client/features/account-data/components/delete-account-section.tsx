import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { ACCOUNT_DATA_MSG as m } from "#shared/messages/account-data.ts";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** Account and security's danger zone: deleting the account, after a dialog that names what goes. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <Card as="section" aria-labelledby="delete-account-title" className="border-red-200 p-5 sm:p-6">
      <h2 id="delete-account-title" className="flex items-center gap-2 font-bold text-red-800">
        <Trash2 aria-hidden="true" className="size-5" />
        {m.deleteTitle}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{m.deleteIntro}</p>
      <Button variant="destructive" className="mt-4" onClick={() => setOpen(true)}>
        {m.deleteButton}
      </Button>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
