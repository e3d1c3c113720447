import { ChevronDown } from "lucide-react";
import { useId } from "react";

/** A labelled native select of the log's filters; "" stands for all. */
export function LogFilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="block h-11 w-full cursor-pointer appearance-none rounded-xl border border-gray-300 bg-white py-0 pr-10 pl-3 text-base text-gray-900 hover:border-gray-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand"
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-gray-600"
        />
      </div>
    </div>
  );
}
