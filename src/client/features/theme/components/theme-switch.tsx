import { type LucideIcon, Monitor, Moon, Sun } from "lucide-react";
import { useId } from "react";
import { chooseTheme, useThemeChoice } from "#client/features/theme/lib/theme-store.ts";
import { cn } from "#client/lib/cn.ts";
import type { ThemeChoice } from "#shared/theme.ts";

const OPTIONS: ReadonlyArray<{ value: ThemeChoice; label: string; icon: LucideIcon }> = [
  { value: "system", label: "System", icon: Monitor },
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
];

/**
 * System, Light or Dark as one segmented control: native radio buttons, so the arrow keys
 * move the choice and a screen reader hears a group of three, named by the visible label.
 */
export function ThemeSwitch({
  label,
  labelClassName,
  className,
}: {
  label: string;
  labelClassName?: string;
  className?: string;
}) {
  const choice = useThemeChoice();
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      className={cn("flex flex-wrap items-center gap-x-3 gap-y-2", className)}
    >
      <span id={`${id}-label`} className={labelClassName}>
        {label}
      </span>
      <span className="inline-flex gap-1 rounded-full border border-gray-300 bg-white p-1">
        {OPTIONS.map(({ value, label: optionLabel, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              "inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-semibold",
              "transition-colors",
              choice === value
                ? "bg-brand text-white"
                : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand",
            )}
          >
            <input
              type="radio"
              name={id}
              value={value}
              checked={choice === value}
              onChange={() => chooseTheme(value)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-4" />
            {optionLabel}
          </label>
        ))}
      </span>
    </div>
  );
}
