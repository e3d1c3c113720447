/**
 * One choice among a few, as radio buttons drawn as cards under a legend: how long a
 * suspension lasts, what a warning cites.
 */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<readonly [value: V, label: string]>;
  value: V;
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold text-gray-800">{legend}</legend>
      <div className="mt-2 grid gap-1.5 sm:auto-cols-fr sm:grid-flow-col">
        {options.map(([option, label]) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-3 py-2 hover:border-gray-400 has-checked:border-brand has-checked:bg-brand-soft"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 shrink-0 accent-brand"
            />
            <span className="text-gray-900">{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
