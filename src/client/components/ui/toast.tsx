import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import { dismissToast, type ToastVariant, useToast } from "#client/lib/toast/use-toast.ts";
import { TIMING } from "#shared/limits.ts";

const variantStyles: Record<ToastVariant, string> = {
  default: "border-gray-200 bg-white text-gray-900",
  destructive: "border-red-200 bg-red-50 text-red-900",
  success: "border-green-200 bg-green-50 text-green-900",
};

const variantIcons = {
  default: <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gray-600" />,
  destructive: <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />,
  success: <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />,
} satisfies Record<ToastVariant, React.ReactNode>;

/**
 * Renders the toast store with Radix Toast: swipe right to dismiss (50 px), F8 focuses the
 * notifications region, auto-dismiss after TIMING.toastDismissMs (paused on hover and focus)
 * unless the toast stays. Toasts sit at the top, under the wide screens' sticky header: on a
 * phone, one above the tab bar covered the first quip of a short screen's feed, the very quip
 * a "posted" toast speaks of.
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      swipeDirection="right"
      swipeThreshold={50}
      duration={TIMING.toastDismissMs}
      label="Notification"
    >
      {toasts.map(({ id, title, description, action, stays, open, variant = "default" }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={stays ? Number.POSITIVE_INFINITY : undefined}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          type={variant === "destructive" ? "foreground" : "background"}
          data-variant={variant}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg",
            "data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out",
            "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
            "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
            "data-[swipe=end]:animate-toast-swipe-out",
            variantStyles[variant],
          )}
        >
          {variantIcons[variant]}
          <div className="grid min-w-0 flex-1 gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            ) : null}
            {action ? (
              <ToastPrimitive.Action
                altText={action.altText ?? action.label}
                onClick={action.onClick}
                className="mt-1 inline-flex h-8 w-fit items-center rounded-full border border-current px-3 text-sm font-semibold hover:bg-gray-900/5"
              >
                {action.label}
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-3 right-3 rounded-full p-1 opacity-70 hover:bg-gray-900/5 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        label="Notifications ({hotkey})"
        className="fixed top-0 right-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none md:top-16"
      />
    </ToastPrimitive.Provider>
  );
}
