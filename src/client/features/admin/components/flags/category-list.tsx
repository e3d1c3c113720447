/** The kinds of report an item has, each with how many, the most reported first. */
export function CategoryList({
  categories,
}: {
  categories: ReadonlyArray<{ key: string; label: string; count: number }>;
}) {
  return (
    <ul aria-label="Categories" className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <li
          key={category.key}
          className="rounded-full border border-gray-200 bg-white px-2.5 py-0.5 text-sm text-gray-800"
        >
          {category.label}
          <span className="font-semibold tabular-nums"> × {category.count}</span>
        </li>
      ))}
    </ul>
  );
}
