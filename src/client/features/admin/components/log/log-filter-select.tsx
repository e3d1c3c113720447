import { useId } from "react";
import { NativeSelect } from "#client/components/ui/native-select.tsx";

/** A labelled native select of the log's filters; "" stands for all. */
export function LogFilterSelect<Value extends string>({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: Value | "";
  allLabel: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value | "") => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <div className="mt-1.5">
        <NativeSelect
          id={id}
          value={value}
          // Only the options' values, or "", can be chosen.
          onChange={(event) => onChange(event.target.value as Value | "")}
          className="h-11 rounded-xl border border-gray-300 bg-white py-0 pr-10 pl-3 text-base text-gray-900 hover:border-gray-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand"
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
