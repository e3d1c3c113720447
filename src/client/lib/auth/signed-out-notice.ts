import {
  isSessionEndReason,
  type SessionEndReason,
  SIGNED_OUT_NOTICE,
} from "#shared/rules/signed-out-notice.ts";

/** Why the server ended this browser's session, when it left word (decision 0140). */
export function readSignedOutNotice(): SessionEndReason | null {
  const value = document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${SIGNED_OUT_NOTICE.cookie}=`))
    ?.slice(SIGNED_OUT_NOTICE.cookie.length + 1);
  return isSessionEndReason(value) ? value : null;
}

/** Said once: the next sign-in screen is the usual one. */
export function forgetSignedOutNotice(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed text, and the Cookie Store API is not in every browser
  document.cookie = `${SIGNED_OUT_NOTICE.cookie}=; Max-Age=0; Path=/`;
}
