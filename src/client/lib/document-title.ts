import { useEffect } from "react";

export const SITE_NAME = "Quip";

export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME;
}

/** Sets the tab title for the page: "Quip", or "Page title · Quip". */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
