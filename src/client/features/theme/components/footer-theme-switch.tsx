import { lazy, Suspense, useEffect, useRef, useState } from "react";

const ThemeSwitch = lazy(() =>
  import("./theme-switch").then((module) => ({ default: module.ThemeSwitch })),
);

/**
 * The footer's theme switch, loaded as the footer comes near the screen: every page has a
 * footer, the first page load has no room for the switch, and most visits never scroll that
 * far. Its space is held meanwhile, so nothing moves when it arrives.
 */
export function FooterThemeSwitch() {
  const placeRef = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const place = placeRef.current;
    if (!place) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={placeRef} className="min-h-10.5">
      {isNear ? (
        <Suspense fallback={null}>
          <ThemeSwitch label="Theme" labelClassName="text-sm text-gray-700" />
        </Suspense>
      ) : null}
    </div>
  );
}
