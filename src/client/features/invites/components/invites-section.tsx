import { Copy, Plus, Ticket, Trash2 } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import {
  useCreateInvite,
  useInvites,
  useRevokeInvite,
} from "#client/features/invites/api/invites.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { useRegistrationMode } from "#client/lib/auth/registration-mode.ts";
import { paths } from "#client/lib/paths.ts";
import { refusalDescription } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { LIMITS } from "#shared/limits.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import type { Invite } from "#shared/schemas/sign-up.ts";

const m = SIGN_UP_MSG;

function failed(title: string) {
  return (error: unknown) => {
    if (handleUnauthorized(error)) return;
    toast({ title, ...refusalDescription(error), variant: "destructive" });
  };
}

const inviteLink = (code: string) =>
  `${window.location.origin}${paths.register.getHref(undefined, code)}`;

/** "Invites", while sign-up needs a code (decision 0155): make one, copy its link, revoke it. */
export function InvitesSection() {
  const mode = useRegistrationMode();
  if (mode.data?.mode !== "invite") return null;
  return <InvitesCard />;
}

function InvitesCard() {
  const invites = useInvites();
  const create = useCreateInvite();
  const { data: user } = useCurrentUser();
  const unused = invites.data?.filter((invite) => invite.state === "unused").length ?? 0;
  const atLimit = !user?.isAdmin && unused >= LIMITS.invitesPerMember;
  return (
    <Card as="section" aria-labelledby="invites-title" className="p-5 sm:p-6">
      <h2 id="invites-title" className="flex items-center gap-2 font-bold text-gray-900">
        <Ticket aria-hidden="true" className="size-5 text-brand" />
        Invites
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        Joining Quip needs an invite right now. Each code lets one person sign up within{" "}
        {LIMITS.inviteValidDays} days
        {user?.isAdmin ? "." : `; you can hold ${LIMITS.invitesPerMember} unused codes at a time.`}
      </p>
      <Button
        className="mt-4"
        disabled={create.isPending || atLimit || user?.awaitingApproval === true}
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: () => toast({ title: m.inviteCreated, variant: "success" }),
            onError: failed(m.inviteFailed),
          })
        }
      >
        {create.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <Plus aria-hidden="true" className="size-4" />
        )}
        Create invite
      </Button>
      {atLimit ? <p className="mt-2 text-sm text-gray-700">{m.inviteLimit}</p> : null}
      {invites.isPending ? (
        <div role="status" aria-label="Loading: Invites" className="mt-4 space-y-3">
          <Skeleton className="h-14 w-full rounded-xl" />
        </div>
      ) : invites.isError ? (
        <InlineLoadError
          message="Failed to load your invites"
          onRetry={() => void invites.refetch()}
          className="mt-4 text-gray-800"
        />
      ) : invites.data.length === 0 ? (
        <p className="mt-4 text-sm text-gray-700">{m.noInvites}</p>
      ) : (
        <ul aria-label="Your invites" className="mt-4 divide-y divide-gray-200">
          {invites.data.map((invite) => (
            <InviteRow key={invite.code} invite={invite} />
          ))}
        </ul>
      )}
    </Card>
  );
}

const STATE_TEXT: Record<Invite["state"], string> = {
  unused: "Not used yet",
  used: "Used",
  expired: "Expired",
};

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });

function InviteRow({ invite }: { invite: Invite }) {
  const revoke = useRevokeInvite();
  const isUnused = invite.state === "unused";
  async function copy() {
    try {
      await navigator.clipboard.writeText(inviteLink(invite.code));
      toast({ title: m.inviteCopied, variant: "success" });
    } catch {
      toast({ title: m.copyFailed, description: inviteLink(invite.code), variant: "destructive" });
    }
  }
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-mono font-semibold tracking-wider break-all text-gray-900">
          {invite.code}
        </p>
        <p className="text-sm text-gray-700">
          {STATE_TEXT[invite.state]}
          {isUnused ? ` · expires ${dateFormat.format(new Date(invite.expiresAt))}` : null}
        </p>
      </div>
      {isUnused ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void copy()}
          aria-label={`Copy link for ${invite.code}`}
        >
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        disabled={revoke.isPending}
        aria-label={`${isUnused ? "Revoke" : "Remove"} ${invite.code}`}
        onClick={() =>
          revoke.mutate(invite.code, {
            onSuccess: () => toast({ title: m.inviteRevoked, variant: "success" }),
            onError: failed(m.revokeFailed),
          })
        }
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {isUnused ? "Revoke" : "Remove"}
      </Button>
    </li>
  );
}
