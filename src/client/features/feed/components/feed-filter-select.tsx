import { type ChangeEvent, useId } from "react";
import { useLocation } from "wouter";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { useFeedParams } from "#client/features/feed/hooks/use-feed-params.ts";
import { cn } from "#client/lib/cn.ts";
import { paths } from "#client/lib/paths.ts";
import { feedFilterOptions, isFeedFilter } from "#shared/rules/feed-filters.ts";

/**
 * The home feed's filter menu: a native select (the phone's own picker, no popup code in the
 * first bundle). The filter lives in the URL; picking one goes to page 1. `isSignedIn` adds
 * the members-only filters.
 */
export function FeedFilterSelect({
  isSignedIn,
  onBrand = false,
  className,
}: {
  isSignedIn: boolean;
  /** Drawn on the green header: a white focus ring that shows against it. */
  onBrand?: boolean;
  className?: string;
}) {
  const id = useId();
  const { filter } = useFeedParams();
  const [, navigate] = useLocation();
  const options = feedFilterOptions(isSignedIn);
  const isOffered = options.some((option) => option.value === filter);

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const value = event.target.value;
    if (isFeedFilter(value)) navigate(paths.home.getHref(value, 1));
  }

  return (
    <div className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        Feed filter
      </label>
      <NativeSelect
        id={id}
        value={isOffered ? filter : ""}
        onChange={onChange}
        className={cn(
          "h-10 truncate rounded-full border border-gray-300 bg-white py-0 pr-10 pl-4",
          "text-sm font-semibold text-gray-900 shadow-xs transition-colors hover:bg-gray-50",
          "focus-visible:outline-offset-2",
          onBrand
            ? "focus-visible:outline-3 focus-visible:outline-white"
            : "focus-visible:outline-2 focus-visible:outline-brand",
        )}
      >
        {isOffered ? null : (
          <option value="" disabled>
            Choose a feed
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
