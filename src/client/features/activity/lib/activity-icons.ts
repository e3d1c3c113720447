import {
  AtSign,
  Bell,
  Bot,
  Clock,
  Eye,
  Fingerprint,
  Flag,
  Heart,
  type LucideIcon,
  MessageCircle,
  Scale,
  ShieldAlert,
  Trophy,
  UserPlus,
} from "lucide-react";

/** Each notification type's icon and the colours of its disc. */
const ICONS: Record<string, { icon: LucideIcon; tone: string }> = {
  like: { icon: Heart, tone: "bg-rose-50 text-rose-700" },
  self_like: { icon: Heart, tone: "bg-rose-50 text-rose-700" },
  comment: { icon: MessageCircle, tone: "bg-sky-50 text-sky-700" },
  follow: { icon: UserPlus, tone: "bg-brand-soft text-brand-strong" },
  mention: { icon: AtSign, tone: "bg-violet-50 text-violet-700" },
  quip_48_hours: { icon: Clock, tone: "bg-amber-50 text-amber-800" },
  liked_quip_48_hours: { icon: Eye, tone: "bg-amber-50 text-amber-800" },
  quipbot_like: { icon: Bot, tone: "bg-gray-100 text-gray-700" },
  competition_result: { icon: Trophy, tone: "bg-yellow-50 text-yellow-800" },
  guess_right: { icon: Fingerprint, tone: "bg-brand-soft text-brand-strong" },
  warning: { icon: ShieldAlert, tone: "bg-orange-50 text-orange-800" },
  warning_decided: { icon: Scale, tone: "bg-orange-50 text-orange-800" },
  report_reviewed: { icon: Flag, tone: "bg-brand-soft text-brand-strong" },
};

export function activityIcon(type: string): { icon: LucideIcon; tone: string } {
  return ICONS[type] ?? { icon: Bell, tone: "bg-gray-100 text-gray-700" };
}
