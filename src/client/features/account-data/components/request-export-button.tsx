import { FileArchive } from "lucide-react";
import { ACCOUNT_DATA_MSG as m } from "../../../../shared/messages/account-data";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { refusalDescription } from "../../../lib/refusal";
import { toast } from "../../../lib/toast/use-toast";
import { useRequestExport } from "../api/request-export";

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
