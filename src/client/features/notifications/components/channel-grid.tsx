import { Switch } from "#client/components/ui/switch.tsx";
import {
  ACTIVITY_ALWAYS_ON,
  type ChannelChoice,
  channelsOf,
  NOTICE_CHANNEL_LABELS,
  NOTICE_CHANNELS,
  NOTICE_KIND_LABELS,
  NOTICE_KINDS,
  type NoticeChannel,
  type NoticeKind,
} from "#shared/rules/notice-kinds.ts";

/**
 * Kinds of notice down, channels across, a switch in each cell named by both ("Push: Likes").
 * Moderation notices stay in Activity: that switch is shown on and cannot be turned off. The
 * topic of the day is only pushed: its other cells say so instead of offering a switch.
 */
export function ChannelGrid({
  kinds,
  onChange,
  disabled,
}: {
  kinds: Record<NoticeKind, ChannelChoice>;
  onChange: (kind: NoticeKind, channel: NoticeChannel, on: boolean) => void;
  disabled: boolean;
}) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Where each kind of notice reaches you</caption>
      <thead>
        <tr className="border-b border-gray-200 text-left">
          <th scope="col" className="py-2 pr-2 font-semibold text-gray-700">
            Notice
          </th>
          {NOTICE_CHANNELS.map((channel) => (
            <th
              key={channel}
              scope="col"
              className="w-14 px-1 py-2 text-center font-semibold text-gray-700 sm:w-24"
            >
              {NOTICE_CHANNEL_LABELS[channel]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {NOTICE_KINDS.map((kind) => (
          <tr key={kind} className="border-b border-gray-100 last:border-0">
            <th scope="row" className="py-2.5 pr-2 text-left font-normal text-gray-900">
              {NOTICE_KIND_LABELS[kind]}
            </th>
            {NOTICE_CHANNELS.map((channel) => {
              const locked = channel === "activity" && ACTIVITY_ALWAYS_ON.includes(kind);
              if (!channelsOf(kind).includes(channel)) {
                return (
                  <td key={channel} className="px-1 py-2.5 text-center text-gray-600">
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{`${NOTICE_CHANNEL_LABELS[channel]}: not sent`}</span>
                  </td>
                );
              }
              return (
                <td key={channel} className="px-1 py-2.5 text-center">
                  <Switch
                    aria-label={`${NOTICE_CHANNEL_LABELS[channel]}: ${NOTICE_KIND_LABELS[kind]}`}
                    checked={kinds[kind][channel]}
                    disabled={disabled || locked}
                    onCheckedChange={(on) => onChange(kind, channel, on)}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
