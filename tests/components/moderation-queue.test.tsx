import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminTabs } from "#client/features/admin/components/admin-tabs.tsx";
import { QueueTab } from "#client/features/admin/components/queue/queue-tab.tsx";
import { CONSOLE_TABS } from "#client/features/admin/hooks/use-admin-tab.ts";
import { dismissToast, getToasts } from "#client/lib/toast/use-toast.ts";
import type { ModerationQueue, QueueItem } from "#shared/schemas/moderation.ts";
import { answer } from "../support/json-response";

/**
 * The review queue's screen (decision 0157): an anonymous quip names nobody, to moderators and
 * administrators alike, and only an administrator is offered the logged look; dismissing takes
 * the card away; a refusal is said in the server's words; an empty queue says so. An appeal of
 * a warning is decided with a note and leaves; a member is warned from their item, and the
 * server's refusal is shown with nothing added (decision 0158). And a moderator's console has
 * three tabs, asking nothing of the administrators' inbox.
 */
const REPORT = {
  id: "r1",
  category: "offensive",
  categoryLabel: "Offensive content",
  reason: null,
  linkedQuipId: null,
  createdAt: "2026-11-20T15:00:00.000Z",
  reporter: { id: "u-reporter", username: "reporter" },
};
const reports = {
  reportCount: 1,
  firstAt: REPORT.createdAt,
  lastAt: REPORT.createdAt,
  categories: [{ key: "offensive", label: "Offensive content", count: 1 }],
  reports: [REPORT],
  watchedWords: [],
};
const QUIP: QueueItem = {
  kind: "quip",
  quip: {
    id: "q1",
    content: "A toaster with opinions",
    punchline: "It only ever says one thing: done.",
    createdAt: REPORT.createdAt,
    isAnonymous: true,
    isHidden: false,
    isHeld: false,
    author: null,
  },
  ...reports,
};
const COMMENT: QueueItem = {
  kind: "comment",
  comment: {
    id: "c1",
    content: "Crumbs everywhere",
    createdAt: REPORT.createdAt,
    quipId: "q1",
    isHidden: false,
    isQuipAuthor: true,
    isQuipAnonymous: true,
    author: null,
  },
  ...reports,
};

const MEMBER: QueueItem = {
  kind: "member",
  member: {
    id: "u-reported",
    username: "loudmouth",
    profileImageUrl: null,
    joinedAt: "2026-10-01T15:00:00.000Z",
    suspension: null,
  },
  ...reports,
};
const APPEAL: QueueItem = {
  kind: "appeal",
  member: { id: "u-warned", username: "punster", profileImageUrl: null },
  warning: {
    id: "w1",
    reason: "Name-calling in the comments",
    createdAt: "2026-11-18T15:00:00.000Z",
    citation: { kind: "comment", excerpt: "You toast like a goose", quipId: "q9", commentId: "c9" },
    moderator: { id: "u-mod", username: "modmary" },
  },
  appeal: { text: "It was a line from a film", appealedAt: "2026-11-21T15:00:00.000Z" },
  firstAt: "2026-11-21T15:00:00.000Z",
};
const HELD: QueueItem = {
  kind: "held",
  held: {
    id: "h1",
    what: "quip",
    content: "My spamalot of puns",
    punchline: null,
    word: "spamalot",
    topicText: null,
    quipId: null,
    author: null,
  },
  firstAt: "2026-11-22T15:00:00.000Z",
};
const WORD_FLAGGED: QueueItem = {
  kind: "comment",
  comment: {
    id: "c2",
    content: "Buy cheap toasters",
    createdAt: REPORT.createdAt,
    quipId: "q1",
    isHidden: false,
    isQuipAuthor: false,
    isQuipAnonymous: true,
    author: { id: "u-seller", username: "seller" },
  },
  reportCount: 0,
  firstAt: REPORT.createdAt,
  lastAt: REPORT.createdAt,
  categories: [],
  reports: [],
  watchedWords: ["cheap"],
};
const ANONYMOUS_REFUSAL =
  "A quip still anonymous cannot be cited in a warning: hide or remove it now, and warn its author once it is revealed";

const page = (items: QueueItem[]): ModerationQueue => ({
  items,
  page: 1,
  totalPages: 1,
  totalCount: items.length,
  counts: {
    quip: items.filter((i) => i.kind === "quip").length,
    comment: items.filter((i) => i.kind === "comment").length,
    member: items.filter((i) => i.kind === "member").length,
    appeal: items.filter((i) => i.kind === "appeal").length,
    held: items.filter((i) => i.kind === "held").length,
  },
});

let queryClient: QueryClient;
let requests: string[];
let queue: ModerationQueue;
let dismissAnswer: () => Response;
let postAnswer: () => Response;
let bodies: Record<string, unknown>;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  requests = [];
  queue = page([QUIP, COMMENT]);
  dismissAnswer = () => answer(204);
  postAnswer = () => answer(204);
  bodies = {};
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push(`${init?.method ?? "GET"} ${url}`);
      if (typeof init?.body === "string") bodies[url] = JSON.parse(init.body);
      if (url.startsWith("/api/moderation/queue")) return answer(200, queue);
      if (url.endsWith("/reports") && init?.method === "DELETE") return dismissAnswer();
      if (init?.method === "POST") return postAnswer();
      return answer(404, "Not found");
    }),
  );
});

afterEach(() => {
  queryClient.clear();
  dismissToast();
  vi.unstubAllGlobals();
});

function renderQueue(role: "admin" | "moderator") {
  return render(
    <QueryClientProvider client={queryClient}>
      <QueueTab role={role} />
    </QueryClientProvider>,
  );
}

/** The item that says `text`, also behind an open dialog (which hides the page from roles). */
const card = (text: string) =>
  screen
    .queryAllByRole("article", { hidden: true })
    .find((article) => article.textContent?.includes(text));

describe("the review queue", () => {
  it("shows an anonymous quip and its author's comment as anonymous, to a moderator", async () => {
    renderQueue("moderator");
    const quip = await waitFor(() => card("A toaster with opinions") ?? Promise.reject());
    expect(quip.textContent).toContain("Quip by anonymous");
    expect(within(quip).queryByRole("button", { name: "Who wrote this?" })).toBeNull();
    const comment = card("Crumbs everywhere");
    expect(comment?.textContent).toContain("Comment by anonymous (author)");
    expect(within(quip).getByRole("link", { name: "reporter" })).toBeTruthy();
  });

  it("shows a quip's punchline openly, with no tap: a moderator reads the whole quip", async () => {
    renderQueue("moderator");
    const quip = await waitFor(() => card("A toaster with opinions") ?? Promise.reject());
    expect(quip.textContent).toContain("PunchlineIt only ever says one thing: done.");
    expect(within(quip).queryByRole("button", { name: "Show punchline" })).toBeNull();
  });

  it("offers an administrator the logged look, after a confirmation, and asks nothing before", async () => {
    renderQueue("admin");
    const quip = await waitFor(() => card("A toaster with opinions") ?? Promise.reject());
    expect(quip.textContent).toContain("Quip by anonymous");
    fireEvent.click(within(quip).getByRole("button", { name: "Who wrote this?" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain("recorded in the moderation log");
    expect(requests.some((r) => r.includes("/author"))).toBe(false);
  });

  it("shows a held quip with its word and no author, and publishes it on approval", async () => {
    queue = page([HELD, WORD_FLAGGED]);
    renderQueue("moderator");
    const held = await waitFor(() => card("My spamalot of puns") ?? Promise.reject());
    expect(held.textContent).toContain("Held quip");
    expect(held.textContent).toContain("Watched word: “spamalot”");
    expect(held.textContent).not.toContain("Quip by");
    const flagged = card("Buy cheap toasters");
    expect(flagged?.textContent).toContain("Comment · flagged by a watched word");
    expect(flagged?.textContent).toContain("Watched word: “cheap”");
    queue = page([WORD_FLAGGED]);
    fireEvent.click(within(held).getByRole("button", { name: "Approve and publish" }));
    await waitFor(() => expect(card("My spamalot of puns")).toBeUndefined());
    expect(requests).toContain("POST /api/moderation/held-posts/h1/approve");
    expect(getToasts().at(-1)?.title).toBe("Published");
  });

  it("takes a card away once its reports are dismissed", async () => {
    renderQueue("moderator");
    const comment = await waitFor(() => card("Crumbs everywhere") ?? Promise.reject());
    queue = page([QUIP]);
    fireEvent.click(within(comment).getByRole("button", { name: "Dismiss report" }));
    await waitFor(() => expect(card("Crumbs everywhere")).toBeUndefined());
    expect(requests).toContain("DELETE /api/moderation/comments/c1/reports");
    expect(getToasts().at(-1)?.title).toBe("Reports dismissed");
  });

  it("says a refusal in the server's words and keeps the card", async () => {
    dismissAnswer = () => answer(403, "You cannot moderate your own quips, comments or account");
    renderQueue("moderator");
    const quip = await waitFor(() => card("A toaster with opinions") ?? Promise.reject());
    fireEvent.click(within(quip).getByRole("button", { name: "Dismiss report" }));
    await waitFor(() =>
      expect(getToasts().at(-1)?.description).toBe(
        "You cannot moderate your own quips, comments or account",
      ),
    );
    expect(getToasts().at(-1)?.title).toBe("Failed to dismiss reports");
    expect(card("A toaster with opinions")).toBeDefined();
  });

  it("says when there is nothing to review", async () => {
    queue = page([]);
    renderQueue("moderator");
    expect(await screen.findByText("Nothing to review")).toBeTruthy();
  });
});

describe("an appeal in the queue", () => {
  it("shows the member, the warning with its citation and who gave it, and the appeal", async () => {
    queue = page([QUIP, APPEAL]);
    renderQueue("moderator");
    const appeal = await waitFor(() => card("It was a line from a film") ?? Promise.reject());
    expect(within(appeal).getByRole("heading").textContent).toBe("Appeal of a warning");
    expect(within(appeal).getByRole("link", { name: "punster" })).toBeTruthy();
    expect(within(appeal).getByRole("link", { name: "modmary" })).toBeTruthy();
    expect(appeal.textContent).toContain("Name-calling in the comments");
    expect(appeal.textContent).toContain("Cites their comment");
    expect(appeal.textContent).toContain("You toast like a goose");
    expect(within(appeal).getByRole("link", { name: "View quip" }).getAttribute("href")).toBe(
      "/quip/q9",
    );
    expect(screen.getByRole("button", { name: "Appeals (1)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "All (2)" })).toBeTruthy();
  });

  it("overturns it with a note, and the card leaves the queue", async () => {
    queue = page([APPEAL]);
    renderQueue("moderator");
    const appeal = await waitFor(() => card("It was a line from a film") ?? Promise.reject());
    fireEvent.click(within(appeal).getByRole("button", { name: "Overturn" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Overturn the warning of punster?",
    });
    fireEvent.change(within(dialog).getByLabelText("Note to the member (optional)"), {
      target: { value: "Fair enough: it was a quote." },
    });
    queue = page([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Overturn" }));
    await waitFor(() => expect(card("It was a line from a film")).toBeUndefined());
    expect(requests).toContain("POST /api/moderation/appeals/w1/decide");
    expect(bodies["/api/moderation/appeals/w1/decide"]).toEqual({
      outcome: "overturned",
      note: "Fair enough: it was a quote.",
    });
    expect(getToasts().at(-1)?.title).toBe("Appeal decided: the warning is overturned");
  });

  it("shows the refusal of the moderator who gave the warning in the server's words", async () => {
    postAnswer = () => answer(403, "Another moderator decides the appeal of a warning you gave");
    queue = page([APPEAL]);
    renderQueue("moderator");
    const appeal = await waitFor(() => card("It was a line from a film") ?? Promise.reject());
    fireEvent.click(within(appeal).getByRole("button", { name: "Uphold" }));
    const dialog = await screen.findByRole("dialog", { name: "Uphold the warning of punster?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Uphold" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe("Another moderator decides the appeal of a warning you gave");
    expect(bodies["/api/moderation/appeals/w1/decide"]).toEqual({ outcome: "upheld" });
    expect(card("It was a line from a film")).toBeDefined();
  });
});

describe("warning a member from the queue", () => {
  async function openWarn() {
    queue = page([MEMBER]);
    renderQueue("moderator");
    const member = await waitFor(() => card("loudmouth") ?? Promise.reject());
    fireEvent.click(within(member).getByRole("button", { name: "Warn" }));
    return screen.findByRole("dialog", { name: "Warn loudmouth" });
  }

  it("asks for a reason, takes a quip's link as its id, and the member's item leaves", async () => {
    postAnswer = () => answer(201, {});
    const dialog = await openWarn();
    fireEvent.click(within(dialog).getByRole("button", { name: "Warn" }));
    expect(
      await within(dialog).findByText("Please say why you are warning this member"),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Reason (the member reads it)"), {
      target: { value: "Spam links under every quip" },
    });
    fireEvent.click(within(dialog).getByLabelText("A quip"));
    fireEvent.change(within(dialog).getByLabelText("The quip's link or id"), {
      target: { value: "https://quip.example/quip/0E4B7A2C-1111-4222-8333-944445555666" },
    });
    queue = page([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Warn" }));
    await waitFor(() => expect(card("loudmouth")).toBeUndefined());
    expect(bodies["/api/moderation/users/u-reported/warnings"]).toEqual({
      reason: "Spam links under every quip",
      quipId: "0e4b7a2c-1111-4222-8333-944445555666",
    });
    expect(getToasts().at(-1)?.title).toBe("Warning sent");
  });

  it("shows the refusal of an anonymous quip's citation as written, adding nothing", async () => {
    postAnswer = () => answer(400, ANONYMOUS_REFUSAL);
    const dialog = await openWarn();
    fireEvent.change(within(dialog).getByLabelText("Reason (the member reads it)"), {
      target: { value: "Rude joke" },
    });
    fireEvent.click(within(dialog).getByLabelText("A quip"));
    fireEvent.change(within(dialog).getByLabelText("The quip's link or id"), {
      target: { value: "0e4b7a2c-1111-4222-8333-944445555666" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Warn" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe(ANONYMOUS_REFUSAL);
    expect(card("loudmouth")).toBeDefined();
  });

  it("refuses a citation that is no quip link before asking the server", async () => {
    const dialog = await openWarn();
    fireEvent.change(within(dialog).getByLabelText("Reason (the member reads it)"), {
      target: { value: "Rude joke" },
    });
    fireEvent.click(within(dialog).getByLabelText("A quip"));
    fireEvent.change(within(dialog).getByLabelText("The quip's link or id"), {
      target: { value: "https://quip.example/profile/abc" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Warn" }));
    expect(await within(dialog).findByText("Give the quip's link or its id")).toBeTruthy();
    expect(requests.some((r) => r.startsWith("POST"))).toBe(false);
  });
});

describe("the console's tabs", () => {
  it("gives a moderator the queue and the log, and asks nothing of the inbox", () => {
    render(
      <QueryClientProvider client={queryClient}>
        <AdminTabs tabs={CONSOLE_TABS.moderator} value="queue" onChange={() => {}} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Queue",
      "Sign-up",
      "Log",
    ]);
    expect(requests).toEqual([]);
  });
});
