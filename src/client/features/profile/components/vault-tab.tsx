import { Archive } from "lucide-react";
import { Link } from "wouter";
import { CLIENT_MSG } from "../../../../shared/messages";
import { paths } from "../../../app/paths";
import { buttonVariants } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { QuipListError } from "../../quips/components/quip-list-status";
import { useVaultQuips } from "../../vault/api/get-vault-quips";
import { TabEmpty, TabHeading } from "./tab-section";
import { VaultDraft } from "./vault-draft";

/** The member's drafts (visible to them alone): each to edit, post live or delete. */
export function VaultTab() {
  const vault = useVaultQuips();
  const count = vault.data?.length ?? "…";
  return (
    <>
      <TabHeading title={CLIENT_MSG.profile.vaultTitle(count)} />
      {vault.isPending ? (
        <div role="status" aria-label="Loading your drafts" className="space-y-4">
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      ) : vault.isError ? (
        <QuipListError message="Failed to load your vault" onRetry={() => void vault.refetch()} />
      ) : vault.data.length === 0 ? (
        <TabEmpty
          title="Your vault is empty"
          icon={<Archive aria-hidden="true" className="size-6" />}
        >
          <p className="mx-auto mt-1 max-w-sm text-gray-700">
            Save a quip to your vault from Compose to finish it later.
          </p>
          <Link
            href={paths.compose.getHref()}
            className={buttonVariants({ variant: "secondary", className: "mt-4" })}
          >
            Write a quip
          </Link>
        </TabEmpty>
      ) : (
        <ul className="space-y-4">
          {vault.data.map((draft) => (
            <VaultDraft key={draft.id} draft={draft} />
          ))}
        </ul>
      )}
    </>
  );
}
