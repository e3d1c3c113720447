import { Palette } from "lucide-react";
import { Card } from "#client/components/ui/card.tsx";
import { ThemeSwitch } from "./theme-switch";

/** Settings' "Appearance": the theme, kept by this browser. */
export function AppearanceSection() {
  return (
    <Card as="section" aria-labelledby="appearance-title" className="p-5 sm:p-6">
      <h2 id="appearance-title" className="flex items-center gap-2 font-bold text-gray-900">
        <Palette aria-hidden="true" className="size-5 text-brand" />
        Appearance
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        System follows your device's light or dark setting. The choice is kept by this browser.
      </p>
      <ThemeSwitch
        label="Theme"
        labelClassName="text-sm font-semibold text-gray-900"
        className="mt-4"
      />
    </Card>
  );
}
