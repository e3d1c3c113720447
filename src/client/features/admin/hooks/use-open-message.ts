import { useLocation, useSearch } from "wouter";
import { adminTabHref } from "./use-admin-tab";

/** The inbox opened at one message: a link of its own, as a notice mail gives it. */
export const messageHref = (id: string) =>
  `${adminTabHref("messages")}&message=${encodeURIComponent(id)}`;

/**
 * The message open in the Messages tab lives in the URL (`&message=`), so the browser's Back
 * returns to the list and a notice mail's link opens it; null shows the list.
 */
export function useOpenMessage(): [string | null, (id: string | null) => void] {
  const id = new URLSearchParams(useSearch()).get("message");
  const [, navigate] = useLocation();
  return [id || null, (next) => navigate(next ? messageHref(next) : adminTabHref("messages"))];
}
