import { Ban, Ellipsis, EyeOff, VolumeX } from "lucide-react";
import { useState } from "react";
import { LazyConfirmDialog } from "#client/components/ui/lazy-confirm-dialog.tsx";
import { Menu, type MenuItem } from "#client/components/ui/menu.tsx";
import { useBlockMember } from "#client/features/safety/api/block-member.ts";
import { useHideAuthor } from "#client/features/safety/api/hide-author.ts";
import { useMuteMember } from "#client/features/safety/api/mute-member.ts";
import { SAFETY_CLIENT_MSG } from "#shared/messages/safety.screens.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import type { Quip } from "#shared/schemas/quips.ts";

const m = SAFETY_CLIENT_MSG;
const icon = "size-4 shrink-0";

/**
 * A quip card's menu of what a reader can do about its author. A revealed quip offers Mute and
 * Block by name; an anonymous one offers only "Hide this quip and its author", which names
 * nobody, whatever the reader's card shows. `onGone` runs once the quip has left the reader's
 * lists (the quip's own page then leaves it, as after a delete). `otherItems`, from the app
 * that composes the menu, come first.
 */
export function QuipSafetyMenu({
  quip,
  triggerClassName,
  defaultOpen = false,
  onGone,
  otherItems = [],
}: {
  quip: Quip;
  triggerClassName: string;
  defaultOpen?: boolean;
  onGone?: (() => void) | undefined;
  otherItems?: MenuItem[];
}) {
  const [isConfirmingBlock, setConfirmingBlock] = useState(false);
  const mute = useMuteMember({ onSuccess: () => onGone?.() });
  const block = useBlockMember({
    onSuccess: () => {
      setConfirmingBlock(false);
      onGone?.();
    },
  });
  const hide = useHideAuthor({ onSuccess: () => onGone?.() });
  const author = quip.isAnonymous ? null : quip.author;

  const safetyItems: MenuItem[] = author
    ? [
        {
          label: m.mute(author.username),
          icon: <VolumeX aria-hidden="true" className={icon} />,
          onSelect: () => mute.mutate({ member: author, mute: true }),
        },
        {
          label: m.block(author.username),
          icon: <Ban aria-hidden="true" className={icon} />,
          tone: "danger",
          onSelect: () => setConfirmingBlock(true),
        },
      ]
    : [
        {
          label: m.hideAuthor,
          icon: <EyeOff aria-hidden="true" className={icon} />,
          onSelect: () => hide.mutate({ quipId: quip.id }),
        },
      ];
  const items = [...otherItems, ...safetyItems];

  return (
    <>
      <Menu
        label={SAFETY_CLIENT_MSG.quipMenu}
        trigger={<Ellipsis aria-hidden="true" className="size-5" />}
        items={items}
        triggerClassName={triggerClassName}
        defaultOpen={defaultOpen}
      />
      {author ? (
        <LazyConfirmDialog
          open={isConfirmingBlock}
          onOpenChange={setConfirmingBlock}
          title={m.blockTitle(author.username)}
          description={SAFETY_MSG.blockExplained}
          confirmLabel={m.blockConfirm}
          isPending={block.isPending}
          onConfirm={() => block.mutate({ member: author, block: true })}
        />
      ) : null}
    </>
  );
}
