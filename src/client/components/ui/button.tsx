import type { ButtonHTMLAttributes } from "react";
import { cn } from "#client/lib/cn.ts";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "destructive" | "inverse";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap " +
  "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand text-white hover:bg-brand-strong focus-visible:outline-brand",
  secondary:
    "border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 hover:border-gray-400 " +
    "focus-visible:outline-brand",
  ghost: "text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-brand",
  destructive: "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700",
  /** For use on the green header: white button, green text. */
  inverse:
    "bg-white text-brand-strong hover:bg-brand-soft focus-visible:outline-3 focus-visible:outline-white",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-11 px-6 text-base",
  icon: "h-10 w-10",
};

/** The button look, for links that should look like buttons. */
export function buttonVariants({
  variant = "primary",
  size = "md",
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonProps & { ref?: React.Ref<HTMLButtonElement> }) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
