import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";

/** Previous / "Page x of y" / Next. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  isBusy = false,
  label = "Users pages",
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  isBusy?: boolean;
  /** The navigation's accessible name: what is paged. */
  label?: string;
}) {
  const last = Math.max(1, totalPages);
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 px-4 py-3 sm:px-5">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1 || isBusy}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p className="text-sm font-semibold text-gray-700" aria-live="polite">
        Page {page} of {last}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= last || isBusy}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
