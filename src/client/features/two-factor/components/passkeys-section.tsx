import { Fingerprint, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { usePasskeysElsewhere } from "#client/features/two-factor/api/get-passkey-site.ts";
import { usePasskeys } from "#client/features/two-factor/api/get-passkeys.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import { TWO_FACTOR } from "#shared/rules/two-factor.ts";
import { AddPasskey } from "./add-passkey-form";
import { PasskeyRow } from "./passkey-row";
import { PasskeysElsewhere } from "./passkeys-elsewhere";

const s = TWO_FACTOR_MSG.screens;

/**
 * Account and security's "Passkeys": the member's passkeys, one to add (or, at an address where
 * none can be made, where they can), each to remove.
 */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const elsewhere = usePasskeysElsewhere();
  const [adding, setAdding] = useState(false);
  const count = passkeys.data?.items.length ?? 0;
  return (
    <Card as="section" aria-labelledby="passkeys-title" className="p-5 sm:p-6">
      <h2 id="passkeys-title" className="flex items-center gap-2 font-bold text-gray-900">
        <Fingerprint aria-hidden="true" className="size-5 text-brand" />
        {s.passkeysTitle}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{s.passkeysIntro}</p>
      {passkeys.isPending ? (
        <div role="status" aria-label={`Loading: ${s.passkeysTitle}`} className="mt-4 space-y-3">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-8 w-20 rounded-full" />
          </div>
        </div>
      ) : passkeys.isError ? (
        <InlineLoadError
          message={s.passkeysFailed}
          onRetry={() => void passkeys.refetch()}
          className="mt-4 text-gray-800"
        />
      ) : passkeys.data.items.length === 0 ? (
        <p className="mt-4 text-gray-700">{s.passkeysEmpty}</p>
      ) : (
        <ul aria-label={s.passkeysTitle} className="mt-2 divide-y divide-gray-100">
          {passkeys.data.items.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      {elsewhere ? (
        <PasskeysElsewhere address={elsewhere} className="mt-4" />
      ) : adding ? (
        <AddPasskey
          suggestedName={s.suggestedPasskeyName(count + 1)}
          onDone={() => setAdding(false)}
        />
      ) : count < TWO_FACTOR.passkeysMax && !passkeys.isPending ? (
        <Button variant="secondary" className="mt-4" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {s.addPasskey}
        </Button>
      ) : null}
    </Card>
  );
}
