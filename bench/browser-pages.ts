// The pages the browser benchmarks load (Lighthouse, the take-over phase): the home feed and the
// newest quip as a visitor, and another member's profile signed in, profiles being for members.

export interface BrowserPage {
  name: "home" | "quip" | "profile";
  path: string;
  /** The signed-in member's Cookie header, for the profile. */
  cookie?: string;
}

export interface Member {
  username: string;
  password: string;
}

/** `/`, the newest quip, and the profile of the author of a quip whose author is shown. */
export async function chooseBrowserPages(
  baseUrl: string,
  member: { username: string; cookie: string },
): Promise<BrowserPage[]> {
  const newest = await getJson<Array<{ id: string }>>(baseUrl, "/api/quips?filter=new");
  if (!newest[0]) throw new Error("No quip to load: /api/quips?filter=new is empty");
  const revealed = await getJson<Array<{ author: { id: string; username: string } | null }>>(
    baseUrl,
    "/api/quips?filter=topAllTime",
  );
  const author = revealed.find(
    (quip) => quip.author && quip.author.username !== member.username,
  )?.author;
  if (!author) throw new Error("No profile to load: no quip by another member shows its author");
  console.log(`Loading ${author.username}'s profile, signed in as ${member.username}`);
  return [
    { name: "home", path: "/" },
    { name: "quip", path: `/quip/${encodeURIComponent(newest[0].id)}` },
    {
      name: "profile",
      path: `/profile/${encodeURIComponent(author.id)}`,
      cookie: member.cookie,
    },
  ];
}

/** Signs in at POST /api/auth/login; the Cookie header the answer sets. */
export async function signInCookie(baseUrl: string, member: Member): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(member),
  });
  if (!response.ok) throw new Error(`Signing in as ${member.username} failed (${response.status})`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function getJson<T>(baseUrl: string, apiPath: string): Promise<T> {
  const response = await fetch(`${baseUrl}${apiPath}`);
  if (!response.ok) throw new Error(`GET ${apiPath} answered ${response.status}`);
  return (await response.json()) as T;
}
