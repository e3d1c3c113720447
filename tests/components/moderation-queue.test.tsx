import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminTabs } from "#client/features/admin/components/admin-tabs.tsx";
import { QueueTab } from "#client/features/admin/components/queue/queue-tab.tsx";
import { CONSOLE_TABS } from "#client/features/admin/hooks/use-admin-tab.ts";
import { dismissToast, getToasts } from "#client/lib/toast/use-toast.ts";
import type { ModerationQueue, QueueItem } from "#shared/schemas/moderation.ts";

/**
 * The review queue's screen (decision 0157): an anonymous quip names nobody, to moderators and
 * administrators alike, and only an administrator is offered the logged look; dismissing takes
 * the card away; a refusal is said in the server's words; an empty queue says so. And a
 * moderator's console has three tabs, asking nothing of the administrators' inbox.
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
};
const QUIP: QueueItem = {
  kind: "quip",
  quip: {
    id: "q1",
    content: "A toaster with opinions",
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

const page = (items: QueueItem[]): ModerationQueue => ({
  items,
  page: 1,
  totalPages: 1,
  totalCount: items.length,
  counts: {
    quip: items.filter((i) => i.kind === "quip").length,
    comment: items.filter((i) => i.kind === "comment").length,
    member: items.filter((i) => i.kind === "member").length,
  },
});

function answer(status: number, body?: unknown): Response {
  const isText = typeof body === "string";
  return new Response(body === undefined ? null : isText ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": isText ? "text/plain" : "application/json" },
  });
}

let queryClient: QueryClient;
let requests: string[];
let queue: ModerationQueue;
let dismissAnswer: () => Response;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  requests = [];
  queue = page([QUIP, COMMENT]);
  dismissAnswer = () => answer(204);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push(`${init?.method ?? "GET"} ${url}`);
      if (url.startsWith("/api/moderation/queue")) return answer(200, queue);
      if (url.endsWith("/reports") && init?.method === "DELETE") return dismissAnswer();
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

const card = (text: string) =>
  screen.getAllByRole("article").find((article) => article.textContent?.includes(text));

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

  it("offers an administrator the logged look, after a confirmation, and asks nothing before", async () => {
    renderQueue("admin");
    const quip = await waitFor(() => card("A toaster with opinions") ?? Promise.reject());
    expect(quip.textContent).toContain("Quip by anonymous");
    fireEvent.click(within(quip).getByRole("button", { name: "Who wrote this?" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain("recorded in the moderation log");
    expect(requests.some((r) => r.includes("/author"))).toBe(false);
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
