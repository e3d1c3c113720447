import { type ComponentType, createContext, type LazyExoticComponent, lazy } from "react";
import type { Quip } from "#shared/schemas/quips.ts";

export type QuipMenuProps = {
  quip: Quip;
  triggerClassName: string;
  defaultOpen?: boolean;
  /** After the quip left the reader's lists from the menu (its author muted, blocked, hidden). */
  onGone?: (() => void) | undefined;
};

export type LoadQuipMenu = () => Promise<{ default: ComponentType<QuipMenuProps> }>;

/**
 * How a card loads its "more" menu on another member's quip. The menu is the safety feature's,
 * which the card cannot know, so the app hands its loader down; without one a card shows none.
 */
export const QuipMenuContext = createContext<LoadQuipMenu | null>(null);

const menus = new WeakMap<LoadQuipMenu, LazyExoticComponent<ComponentType<QuipMenuProps>>>();

/** One lazy component per loader, so a card's menu keeps its state across renders. */
export function lazyQuipMenu(load: LoadQuipMenu) {
  let menu = menus.get(load);
  if (!menu) {
    menu = lazy(load);
    menus.set(load, menu);
  }
  return menu;
}
