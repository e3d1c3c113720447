import { CircleAlert } from "lucide-react";
import { cn } from "#client/lib/cn.ts";

/** The message under a form field; give the field `aria-describedby={id}` and `aria-invalid`. */
export function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message?: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className={cn("mt-1.5 flex items-start gap-1.5 text-sm text-red-700", className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** A message about the whole form (a server answer), announced when it appears. */
export function FormError({ message }: { message?: string | null | undefined }) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? (
        <p className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
