import type { LucideIcon } from "lucide-react";
import { CalendarDays, CalendarMinus, CircleSlash } from "lucide-react";
import { type Ref, useId } from "react";
import { FieldError } from "#client/components/form/field-error.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import type { TopicChoice } from "#client/features/compose/lib/topic-choice.ts";
import { cn } from "#client/lib/cn.ts";
import type { TopicQuipCounts } from "#shared/schemas/topics.ts";
import { HowTopicsWork } from "./how-topics-work";

const left = (n: number) => (n === 1 ? "1 quip left" : `${n} quips left`);

type Option = { value: TopicChoice; label: string; detail: string; icon: LucideIcon; off: boolean };

/**
 * One choice as a radio group: today's topic, yesterday's topic (each shown only while open,
 * with the places left, disabled at 0) or "No topic". The spec's two checkboxes that uncheck
 * each other are a single choice, which radios say without a script and keep to the arrow keys.
 */
export function TopicPicker({
  counts,
  isPending,
  isError = false,
  choice,
  onChange,
  error,
  ref,
}: {
  counts: TopicQuipCounts | undefined;
  isPending: boolean;
  isError?: boolean;
  choice: TopicChoice | null;
  onChange: (choice: TopicChoice | null) => void;
  error?: string | undefined;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const options: Option[] = [];
  if (counts?.today) {
    const { topic, remaining } = counts.today;
    options.push({
      value: "today",
      label: `Today's topic: ${topic}`,
      detail: left(remaining),
      icon: CalendarDays,
      off: remaining <= 0,
    });
  }
  if (counts?.yesterday) {
    const { topic, remaining } = counts.yesterday;
    options.push({
      value: "yesterday",
      label: `Yesterday's topic: ${topic}`,
      detail: left(remaining),
      icon: CalendarMinus,
      off: remaining <= 0,
    });
  }
  if (options.length > 0) {
    options.push({
      value: "none",
      label: "No topic",
      detail: "Post it on its own",
      icon: CircleSlash,
      off: false,
    });
  }

  return (
    <fieldset
      ref={ref}
      aria-describedby={error ? errorId : undefined}
      className="scroll-mt-24 rounded-2xl border border-gray-200 bg-white p-4"
    >
      <legend className="sr-only">Topic</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-hidden="true" className="font-semibold text-gray-900">
          Topic
        </p>
        <HowTopicsWork />
      </div>
      {isPending ? (
        <div className="mt-3 grid gap-2">
          <Skeleton className="h-12 rounded-xl" />
          <Skeleton className="h-12 rounded-xl" />
        </div>
      ) : options.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">
          {isError
            ? "Couldn't load today's topics, so your quip will be posted on its own."
            : "No topic is open right now, so your quip will be posted on its own."}
        </p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {options.map((option) => {
            const inputId = `${id}-${option.value}`;
            const checked = choice === option.value;
            const Icon = option.icon;
            return (
              <li key={option.value}>
                <label
                  htmlFor={inputId}
                  className={cn(
                    "flex items-center gap-3 rounded-xl border px-3 py-2.5 transition-colors",
                    checked ? "border-brand bg-brand-soft" : "border-gray-200",
                    option.off
                      ? "cursor-not-allowed bg-gray-50 text-gray-500"
                      : "cursor-pointer hover:border-gray-400",
                  )}
                >
                  <input
                    id={inputId}
                    type="radio"
                    name={`${id}-topic`}
                    value={option.value}
                    checked={checked}
                    disabled={option.off}
                    aria-invalid={error ? true : undefined}
                    onChange={() => onChange(option.value)}
                    className="size-4 shrink-0 accent-brand"
                  />
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" />
                  <span className="min-w-0 flex-1 font-medium break-words text-gray-900">
                    {option.label}
                  </span>
                  <span
                    className={cn(
                      "shrink-0 text-sm",
                      option.off ? "text-gray-600" : "text-gray-700",
                    )}
                  >
                    <span className="sr-only">, </span>
                    {option.detail}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
