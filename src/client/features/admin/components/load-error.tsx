import { CircleAlert, RefreshCw } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { serverMessage } from "#client/features/admin/lib/admin-failure.ts";

/** A section that failed to load: what failed, the server's reason, and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const reason = serverMessage(error);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-8 text-center">
      <CircleAlert aria-hidden="true" className="size-8 text-red-700" />
      <p className="font-semibold text-gray-900">{title}</p>
      {reason ? <p className="text-sm text-gray-700">{reason}</p> : null}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}
