import type { ComponentProps } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";

/** A decision's button: disabled and spinning while its call is on the way. */
export function PendingButton({
  isPending,
  icon,
  children,
  ...props
}: ComponentProps<typeof Button> & { isPending: boolean; icon: React.ReactNode }) {
  return (
    <Button size="sm" disabled={isPending} aria-busy={isPending} {...props}>
      {isPending ? <Spinner className="size-4" /> : icon}
      {children}
    </Button>
  );
}
