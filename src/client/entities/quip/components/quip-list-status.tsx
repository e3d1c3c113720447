import { CircleAlert, RefreshCw } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";

/** A list's failure, with a way to try again. */
export function QuipListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-8 text-center">
      <CircleAlert aria-hidden="true" className="size-8 text-red-700" />
      <p className="font-semibold text-gray-900">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </Card>
  );
}

export function QuipListLoadingMore({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-4 text-sm text-gray-600">
      <Spinner className="size-4 text-brand" />
      {label}
    </p>
  );
}

export function QuipListEnd({ text }: { text: string }) {
  return <p className="py-6 text-center text-sm text-gray-600">{text}</p>;
}
