import { FileArchive } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useRequestExport } from "#client/features/account-data/api/request-export.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { refusalDescription } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ACCOUNT_DATA_MSG as m } from "#shared/messages/account-data.ts";

/** Asks for a copy of the member's data; a refusal (once a day) is told in the server's words. */
export function RequestExportButton({
  label,
  onRequested,
}: {
  label: string;
  onRequested: () => void;
}) {
  const request = useRequestExport({
    mutationConfig: {
      onSuccess: onRequested,
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        toast({ title: m.requestFailed, ...refusalDescription(error), variant: "destructive" });
      },
    },
  });
  return (
    <Button variant="secondary" onClick={() => request.mutate()} disabled={request.isPending}>
      {request.isPending ? (
        <Spinner className="size-4" />
      ) : (
        <FileArchive aria-hidden="true" className="size-4" />
      )}
      {label}
    </Button>
  );
}
