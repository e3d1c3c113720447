/**
 * The quips the member posted from this tab, which the stream announces to them as to anyone
 * (it never says whose a quip is): a list does not offer them as news. Written only when a
 * post succeeds, so a render on the server always finds it empty.
 */
const posted = new Set<string>();

export function rememberOwnQuip(id: string): void {
  posted.add(id);
}

export function ownQuipIds(): ReadonlySet<string> {
  return posted;
}
