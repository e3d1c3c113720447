import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { paths } from "#client/lib/paths.ts";

export const personLink =
  "font-semibold text-gray-900 underline decoration-gray-400 underline-offset-2 hover:decoration-gray-900";

/** A member's name as a link to their profile. */
export function PersonLink({ id, username }: { id: string; username: string }) {
  return (
    <Link href={paths.profile.getHref(id)} className={`${personLink} break-all`}>
      {username}
    </Link>
  );
}

/** The quip or comment text that was reported, as its author wrote it. */
export function ReportedText({ children }: { children: ReactNode }) {
  return (
    <blockquote className="rounded-xl border-l-4 border-gray-300 bg-gray-50 px-4 py-3 break-words whitespace-pre-wrap text-gray-900">
      {children}
    </blockquote>
  );
}

/** Opens the quip (a comment's quip) in the site, where a moderator reads it as members do. */
export function ViewQuipLink({ quipId }: { quipId: string }) {
  return (
    <Link
      href={paths.quip.getHref(quipId)}
      className={buttonVariants({ variant: "ghost", size: "sm" })}
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      View quip
    </Link>
  );
}
