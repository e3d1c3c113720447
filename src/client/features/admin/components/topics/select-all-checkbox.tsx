import { useEffect, useRef } from "react";

/** Select all: checked when every day is selected, mixed when some are. */
export function SelectAllCheckbox({
  total,
  selected,
  onChange,
}: {
  total: number;
  selected: number;
  onChange: (all: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const isAll = total > 0 && selected === total;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selected > 0 && !isAll;
  }, [selected, isAll]);

  return (
    <div className="flex items-center gap-3 border-b border-gray-100 bg-gray-50 px-4 py-2.5 sm:px-5">
      <input
        ref={ref}
        id="select-all-topics"
        type="checkbox"
        checked={isAll}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-brand"
      />
      <label htmlFor="select-all-topics" className="text-sm font-semibold text-gray-800">
        Select all
      </label>
      <span className="ml-auto text-sm text-gray-600">
        {selected} of {total} selected
      </span>
    </div>
  );
}
