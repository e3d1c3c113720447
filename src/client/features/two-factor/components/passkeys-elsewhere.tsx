import { KeyRound } from "lucide-react";
import type { PasskeyAddress } from "#client/features/two-factor/api/get-passkey-site.ts";
import { cn } from "#client/lib/cn.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";

const s = TWO_FACTOR_MSG.screens;

/**
 * In place of a passkey's button on a page at an address where none can work: why, and this
 * page at the address where they do. Following it is a new visit there (its own cookies).
 */
export function PasskeysElsewhere({
  address,
  className,
}: {
  address: PasskeyAddress;
  className?: string;
}) {
  return (
    <div
      className={cn("rounded-xl border border-gray-200 bg-gray-50 px-4 py-3 text-sm", className)}
    >
      <p className="flex items-start gap-2 text-gray-700">
        <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-600" />
        {s.passkeysElsewhere(address.host)}
      </p>
      <a
        href={address.href}
        className="mt-2 ml-6 inline-block font-semibold text-brand-strong underline underline-offset-2 hover:no-underline"
      >
        {s.openPasskeyAddress(address.host)}
      </a>
    </div>
  );
}
