import Bowser from "bowser";

/** Longer user agents are cut before parsing: no browser needs more to be recognised. */
const USER_AGENT_MAX = 512;

/**
 * What a member's list of sessions calls the device a session was signed in from: "Chrome on
 * macOS", "Safari on iOS". Null when the user agent names neither a browser nor a system; the
 * user agent itself is not kept.
 */
export function deviceName(userAgent: string | undefined): string | null {
  const agent = userAgent?.slice(0, USER_AGENT_MAX).trim();
  if (!agent) return null;
  const { browser, os } = Bowser.parse(agent);
  const names = [browser.name, os.name].filter((name): name is string => Boolean(name));
  return names.length > 0 ? names.join(" on ") : null;
}
