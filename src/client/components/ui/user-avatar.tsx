import { cn } from "#client/lib/cn.ts";
import { avatarInitials } from "#shared/rules/avatar-initials.ts";

type AvatarUser = {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
};

const sizes = {
  sm: "size-8 text-xs",
  card: "size-10 text-sm",
  md: "size-12 text-base",
  lg: "size-20 text-2xl",
};

/** The member's photo, or the initials of their shown name on a soft green disc. Decorative: name it nearby. */
export function UserAvatar({
  user,
  size = "md",
  className,
}: {
  user: AvatarUser;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const classes = cn("shrink-0 rounded-full", sizes[size], className);
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" className={cn(classes, "object-cover")} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        classes,
        "flex items-center justify-center bg-brand-soft font-bold text-brand-strong",
      )}
    >
      {avatarInitials(user)}
    </span>
  );
}
