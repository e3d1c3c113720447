/**
 * A full page load, for the server's navigation to /api/login, home after signing out, and
 * the visitor's Compose, which the spec sends to /register with a fresh page.
 */
export function fullPageNavigate(url: string): void {
  window.location.href = url;
}
