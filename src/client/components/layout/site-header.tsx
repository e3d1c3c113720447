import type { ReactNode } from "react";
import { Logo } from "./logo";

type SiteHeaderProps = {
  /** The feed filter menu (home route only), drawn once per breakpoint. */
  renderFilter?: ((placement: "header" | "bar") => ReactNode) | undefined;
  /** The Compose control (wide screens; narrow screens use the tab bar). */
  compose: ReactNode;
  /** The wide-screen navigation row, under the logo bar (it hides itself on phones). */
  nav: ReactNode;
  onLogoClick?: () => void;
};

/**
 * Wide screens: a green bar with the filter on the left, the logo in the centre and Compose on
 * the right, and the navigation row under it. Narrow screens: a green top bar with the logo,
 * then a bar holding the filter.
 */
export function SiteHeader({ renderFilter, compose, nav, onLogoClick }: SiteHeaderProps) {
  return (
    <header className="z-30 md:sticky md:top-0">
      <div className="brand-bar bg-brand text-white shadow-sm">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-center px-4 md:grid md:h-16 md:grid-cols-[1fr_auto_1fr] md:gap-4">
          <div className="hidden min-w-0 md:block">{renderFilter?.("header")}</div>
          <Logo onClick={onLogoClick} />
          <div className="hidden justify-self-end md:block">{compose}</div>
        </div>
        {nav}
      </div>
      {renderFilter ? (
        <div className="border-b border-gray-200 bg-white/95 backdrop-blur md:hidden">
          <div className="flex h-14 items-center px-4">{renderFilter("bar")}</div>
        </div>
      ) : null}
    </header>
  );
}
