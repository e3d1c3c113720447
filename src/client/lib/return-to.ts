/**
 * Where a person goes back to after signing in. Only a path of this site is accepted: an
 * address naming another site (`https://…`, `//host`, `/\host`, `javascript:`) would make the
 * sign-in screen an open redirect.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return null;
  }
  const base = "https://quip.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page being shown, as a path to come back to. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** The sign-in screen's `returnTo`, when it is a path of this site. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get("returnTo"));
}
