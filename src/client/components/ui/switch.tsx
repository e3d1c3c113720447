import * as SwitchPrimitive from "@radix-ui/react-switch";
import { cn } from "#client/lib/cn.ts";

type SwitchProps = {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
  /** Red for a switch that unlocks something destructive. */
  tone?: "brand" | "danger";
  "aria-describedby"?: string;
  /** For a switch whose visible label is elsewhere (a table's row and column). */
  "aria-label"?: string;
  disabled?: boolean;
};

/** An on/off switch (role="switch"); label it with a <label htmlFor={id}>. */
export function Switch({ className, tone = "brand", ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        "inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors",
        "bg-gray-500",
        tone === "danger" ? "data-[state=checked]:bg-red-700" : "data-[state=checked]:bg-brand",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
        "disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
    </SwitchPrimitive.Root>
  );
}
