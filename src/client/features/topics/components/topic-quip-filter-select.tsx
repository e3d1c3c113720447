import { ChevronDown } from "lucide-react";
import { useId } from "react";
import {
  TOPIC_QUIP_FILTERS,
  type TopicQuipFilter,
} from "#client/features/topics/api/get-topic-quips.ts";
import { TOPIC_MSG } from "#shared/messages/topics.ts";

function isTopicQuipFilter(value: string): value is TopicQuipFilter {
  return TOPIC_QUIP_FILTERS.some((filter) => filter.value === value);
}

/**
 * Top All Time or New Quips: the only two orders on a topic page. While the topic competes
 * the first is its shuffle, and says so (decision 0162).
 */
export function TopicQuipFilterSelect({
  value,
  onChange,
  isCompeting = false,
}: {
  value: TopicQuipFilter;
  onChange: (filter: TopicQuipFilter) => void;
  isCompeting?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        Sort quips
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            if (isTopicQuipFilter(event.target.value)) onChange(event.target.value);
          }}
          className="block h-10 cursor-pointer appearance-none rounded-full border border-gray-300 bg-white py-0 pr-10 pl-4 text-sm font-semibold text-gray-900 shadow-xs hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {TOPIC_QUIP_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {isCompeting && filter.value === "topAllTime"
                ? TOPIC_MSG.shuffledFilter
                : filter.label}
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
