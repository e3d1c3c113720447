import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SystemTab } from "#client/features/admin/components/system/system-tab.tsx";
import { dismissToast, getToasts } from "#client/lib/toast/use-toast.ts";
import { SYSTEM_MSG } from "#shared/messages/system.ts";
import type { QueuedMail, SystemJob, SystemJobs, SystemMail } from "#shared/schemas/system.ts";
import { answer } from "../support/json-response";

/**
 * The console's System tab (decision 0167): overdue and failing jobs say so, Discard asks
 * first, a refusal is said in the server's words, and each part fails on its own.
 */
const NOW = "2026-11-18T15:00:00.000Z";
const at = (secondsFromNow: number) =>
  new Date(Date.parse(NOW) + secondsFromNow * 1000).toISOString();

const run = (ok: boolean, message: string) => ({
  startedAt: at(-30),
  durationMs: 12,
  ok,
  message,
  process: "web-1:4242",
});
const job = (name: string, overrides: Partial<SystemJob> = {}): SystemJob => ({
  name,
  schedule: "site",
  intervalMs: 60_000,
  lastRuns: [run(true, `${name} did its work`)],
  failuresLastDay: 0,
  dueBy: at(60),
  overdue: false,
  ...overrides,
});
const JOBS: SystemJobs = {
  now: NOW,
  jobs: [
    job("fold-counts", { overdue: true, dueBy: at(-120) }),
    job("send-mail", {
      lastRuns: [run(false, "the SMTP server is on fire")],
      failuresLastDay: 3,
    }),
    job("purge"),
    job("quipbot", { schedule: "quipbot", lastRuns: [], dueBy: null }),
  ],
};
const FAILED: QueuedMail = {
  id: "00000000-0000-4000-8000-00000000000a",
  status: "failed",
  createdAt: at(-3600),
  subject: "Reset your Quip password",
  recipient: "ann@example.com",
  attempts: 10,
  lastError: "connect ECONNREFUSED",
  nextAttemptAt: at(-60),
};

let queryClient: QueryClient;
let requests: string[];
let mail: SystemMail;
let discardAnswer: () => Response;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  requests = [];
  mail = { pending: 0, failed: 1, oldestPendingAt: null, mails: [FAILED] };
  discardAnswer = () => {
    mail = { pending: 0, failed: 0, oldestPendingAt: null, mails: [] };
    return answer(204);
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      requests.push(`${method} ${url}`);
      if (url === "/api/admin/system/jobs") return answer(200, JOBS);
      if (url === "/api/admin/system/mail") return answer(200, mail);
      if (url.endsWith("/discard")) return discardAnswer();
      if (url === "/api/admin/system/pushes") {
        return answer(200, { pending: 0, failed: 0, oldestPendingAt: null, pushes: [] });
      }
      if (url === "/api/admin/system/exports") return answer(200, { exports: [] });
      if (url === "/api/admin/system/database") return answer(503, "The database is unavailable");
      if (url === "/api/admin/system/version") {
        return answer(200, { version: "0.1.0", build: null, node: "v24.21.0", startedAt: NOW });
      }
      return answer(404, "Not found");
    }),
  );
});

afterEach(() => {
  queryClient.clear();
  dismissToast();
  vi.unstubAllGlobals();
});

function renderTab() {
  return render(
    <QueryClientProvider client={queryClient}>
      <SystemTab />
    </QueryClientProvider>,
  );
}

const failedMail = () => screen.findByRole("list", { name: "Failed mail" });

describe("the System tab", () => {
  it("says which jobs are overdue, failing or never run, in the table and the cards alike", async () => {
    renderTab();
    expect(await screen.findByText("1 overdue, 1 failing")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Scheduled jobs" });
    const row = (name: string) =>
      within(table)
        .getAllByRole("row")
        .find((r) => r.textContent?.startsWith(name)) as HTMLElement;
    expect(row("fold-counts").textContent).toContain("Overdue");
    expect(row("fold-counts").textContent).toContain("2 min ago");
    expect(row("send-mail").textContent).toContain("Failing");
    expect(row("send-mail").textContent).toContain("the SMTP server is on fire");
    expect(row("purge").textContent).toContain("On time");
    expect(row("quipbot").textContent).toContain("Never run");
    const cards = screen.getByRole("list", { name: "Scheduled jobs" });
    expect(within(cards).getAllByRole("listitem", { hidden: true }).length).toBeGreaterThan(0);
    expect(cards.textContent).toContain("3 failed in 24 h");
  });

  it("asks before discarding a mail, then discards it and says so", async () => {
    renderTab();
    const list = await failedMail();
    fireEvent.click(
      within(list).getByRole("button", { name: `Discard the mail: ${FAILED.subject}` }),
    );
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(SYSTEM_MSG.confirmDiscard.mail);
    expect(requests.some((r) => r.startsWith("POST"))).toBe(false);

    fireEvent.click(within(dialog).getByRole("button", { name: "Discard" }));
    expect(await screen.findByText(SYSTEM_MSG.empty.failedMail)).toBeTruthy();
    expect(requests).toContain(`POST /api/admin/system/mail/${FAILED.id}/discard`);
    expect(getToasts().map((t) => t.title)).toContain(SYSTEM_MSG.discarded.mail);
  });

  it("says a refusal in the server's words, and reads the queue again", async () => {
    discardAnswer = () => answer(409, SYSTEM_MSG.mailSent);
    renderTab();
    const list = await failedMail();
    fireEvent.click(
      within(list).getByRole("button", { name: `Discard the mail: ${FAILED.subject}` }),
    );
    const dialog = await screen.findByRole("alertdialog");
    const reads = () => requests.filter((r) => r === "GET /api/admin/system/mail").length;
    const before = reads();
    fireEvent.click(within(dialog).getByRole("button", { name: "Discard" }));
    await waitFor(() =>
      expect(getToasts().find((t) => t.title === SYSTEM_MSG.failed.discard.mail)?.description).toBe(
        SYSTEM_MSG.mailSent,
      ),
    );
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it("shows a part that failed to load with the server's reason, and the others all the same", async () => {
    renderTab();
    const database = await screen.findByRole("region", { name: "Database" });
    await waitFor(() =>
      expect(within(database).getByRole("alert").textContent).toContain(
        "The database is unavailable",
      ),
    );
    expect(within(database).getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(await screen.findByText("Run from source")).toBeTruthy();
    expect(screen.getByText(SYSTEM_MSG.empty.failedPushes)).toBeTruthy();
    expect(screen.getByText(SYSTEM_MSG.empty.exports)).toBeTruthy();
  });
});
