import { ShieldCheck } from "lucide-react";
import { ADMIN_MSG } from "../../../../../shared/admin-messages";
import { Card } from "../../../../components/ui/card";
import { Skeleton } from "../../../../components/ui/skeleton";
import { useFlags } from "../../api/get-flags";
import { LoadError } from "../load-error";
import { FlagItem } from "./flag-item";

/** Pending reports, each with the reported quip, to delete the quip or dismiss the report. */
export function FlagsTab() {
  const { data: flags, error, refetch } = useFlags();
  return (
    <section aria-labelledby="flags-title" className="space-y-4">
      <h2 id="flags-title" className="text-lg font-bold text-gray-900">
        Reported quips
        {flags ? <span className="font-normal text-gray-600"> ({flags.length})</span> : null}
      </h2>
      {error ? (
        <Card>
          <LoadError title="Failed to load flags" error={error} onRetry={() => void refetch()} />
        </Card>
      ) : !flags ? (
        [0, 1].map((i) => <Skeleton key={i} className="h-48 w-full rounded-2xl" />)
      ) : flags.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
          <ShieldCheck aria-hidden="true" className="size-8 text-brand" />
          <p className="font-semibold text-gray-900">{ADMIN_MSG.empty.flags}</p>
        </Card>
      ) : (
        flags.map((flag) => <FlagItem key={flag.id} flag={flag} />)
      )}
    </section>
  );
}
