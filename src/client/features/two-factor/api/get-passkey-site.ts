import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { twoFactorKeys } from "#client/lib/auth/two-factor-keys.ts";

export const getPasskeySite = () => callApi("GET /api/auth/passkeys/site");

/** The site's passkey address, the same for everyone and for as long as the server runs. */
const passkeySiteQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorKeys.passkeySite(),
    queryFn: getPasskeySite,
    staleTime: Number.POSITIVE_INFINITY,
  });

export interface PasskeyAddress {
  /** "quip.example": the address passkeys work at, as people read it. */
  host: string;
  /** This very page there. */
  href: string;
}

/**
 * Where passkeys work when this page is open at another address (decision 0113: they belong to
 * the public address alone); null at that address, and while it is not known yet.
 */
export function usePasskeysElsewhere(): PasskeyAddress | null {
  const { data } = useQuery(passkeySiteQueryOptions());
  if (!data || data.origin === window.location.origin) return null;
  const { pathname, search } = window.location;
  return { host: new URL(data.origin).host, href: `${data.origin}${pathname}${search}` };
}
