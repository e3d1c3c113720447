import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "#client/lib/cn.ts";

export type MenuItem = {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  tone?: "default" | "danger";
};

/**
 * A button that opens a short list of actions (the ARIA menu button pattern): the arrow keys,
 * Home and End move between items, Escape closes it and gives the focus back to the button,
 * Tab and a press outside close it. Choosing an item closes the menu before its action runs.
 * Nothing of the list is rendered until it opens, so the server and the browser draw the same.
 */
export function Menu({
  label,
  trigger,
  items,
  triggerClassName,
  defaultOpen = false,
}: {
  /** The button's accessible name. */
  label: string;
  trigger: ReactNode;
  items: MenuItem[];
  triggerClassName?: string;
  /** Open from the start: the menu's code loaded when its button was first pressed. */
  defaultOpen?: boolean;
}) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    list.current?.querySelector<HTMLElement>("[role='menuitem']")?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [isOpen]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const entries = [...(list.current?.querySelectorAll<HTMLElement>("[role='menuitem']") ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      entries[(index + entries.length) % entries.length]?.focus();
    };
    if (event.key === "ArrowDown") moveTo(at + 1);
    else if (event.key === "ArrowUp") moveTo(at - 1);
    else if (event.key === "Home") moveTo(0);
    else if (event.key === "End") moveTo(entries.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") close(false);
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {isOpen ? (
        <div
          ref={list}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onListKeyDown}
          className="absolute right-0 bottom-full z-30 mb-1 w-max max-w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(false);
                item.onSelect();
              }}
              className={cn(
                "flex w-full items-center gap-2.5 px-4 py-2.5 text-left text-sm font-semibold",
                "focus:bg-gray-100 focus:outline-none hover:bg-gray-100",
                item.tone === "danger" ? "text-red-700" : "text-gray-900",
              )}
            >
              {item.icon}
              <span className="min-w-0 break-words">{item.label}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
