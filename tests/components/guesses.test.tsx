import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GuessPanel } from "#client/features/guesses/index.ts";
import { currentUserQueryKey } from "#client/lib/auth/get-current-user.ts";
import { dismissToast, getToasts } from "#client/lib/toast/use-toast.ts";
import { GUESS_MSG } from "#shared/messages/guesses.ts";
import type { GuessSummary } from "#shared/schemas/guesses.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { json } from "../support/json-response";
import { scaled } from "../support/time-budget";

/**
 * The guess on a quip's page (decision 0164): offered on another member's anonymous quip only,
 * sealed once made, changed and withdrawn there; after the reveal, the member's verdict.
 */
const m = GUESS_MSG;
/** The dialog and its rules load on first opening: on a busy machine, that takes a while. */
const waitLong = { timeout: scaled(3_000) };
const QUIP = {
  id: "q1",
  isAnonymous: true,
  isOwn: false,
  author: null,
  guesses: null,
} as unknown as Quip;

let queryClient: QueryClient;
let summary: GuessSummary;
let requests: Array<{ method: string; url: string; body: unknown }>;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  summary = { total: null, correct: null, mine: null };
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url === `/api/quips/${QUIP.id}/guesses` && method === "GET") return json(200, summary);
      if (url === `/api/quips/${QUIP.id}/guesses` && method === "POST") {
        const { username } = JSON.parse(String(init?.body)) as { username: string };
        if (username === "nobody") return new Response(m.unknownMember, { status: 404 });
        summary = { ...summary, mine: { username, correct: null } };
        return json(200, { guess: username });
      }
      if (url === `/api/quips/${QUIP.id}/guesses` && method === "DELETE") {
        summary = { ...summary, mine: null };
        return new Response(null, { status: 204 });
      }
      if (url.startsWith("/api/search/users")) {
        return json(200, [{ id: "u2", username: "punster" }]);
      }
      return json(404, {});
    }),
  );
});

afterEach(() => {
  queryClient.clear();
  dismissToast();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

function show(quip: Partial<Quip>, member = true) {
  queryClient.setQueryData(currentUserQueryKey, member ? { id: "m1", username: "ada" } : null);
  return render(<GuessPanel quip={{ ...QUIP, ...quip }} />, { wrapper });
}

const guessesAsked = () => requests.filter((r) => r.url.endsWith("/guesses"));

describe("the guess on a quip's page", () => {
  it("is offered to nobody on their own quip, nor to a visitor, and asks nothing", async () => {
    const own = show({ isOwn: true });
    expect(own.container.innerHTML).toBe("");
    own.unmount();
    const visitor = show({}, false);
    expect(visitor.container.innerHTML).toBe("");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(guessesAsked()).toEqual([]);
  });

  it("is made in a dialog, told sealed, then changed and withdrawn", async () => {
    show({});
    const region = await screen.findByRole("region", { name: m.guessAction }, waitLong);
    fireEvent.click(await within(region).findByRole("button", { name: m.guessAction }, waitLong));
    const dialog = await screen.findByRole("dialog", { name: m.dialogTitle }, waitLong);
    const field = await within(dialog).findByLabelText(m.usernameLabel, {}, waitLong);

    fireEvent.change(field, { target: { value: "nobody" } });
    fireEvent.click(within(dialog).getByRole("button", { name: m.submit }));
    expect(await within(dialog).findByText(m.unknownMember, {}, waitLong)).toBeTruthy();

    fireEvent.change(field, { target: { value: "@punster" } });
    fireEvent.click(within(dialog).getByRole("button", { name: m.submit }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), waitLong);
    expect(getToasts()).toEqual([expect.objectContaining({ title: m.sealed })]);
    expect(region.textContent).toContain(m.yourGuess("punster"));
    expect(requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { username: "nobody" },
      { username: "punster" },
    ]);

    // Change starts from the sealed guess.
    fireEvent.click(within(region).getByRole("button", { name: m.change }));
    const again = await screen.findByRole("dialog", { name: m.dialogTitle }, waitLong);
    expect(
      ((await within(again).findByLabelText(m.usernameLabel, {}, waitLong)) as HTMLInputElement)
        .value,
    ).toBe("punster");
    fireEvent.click(within(again).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), waitLong);

    fireEvent.click(within(region).getByRole("button", { name: m.withdraw }));
    expect(await within(region).findByText(m.invitation, {}, waitLong)).toBeTruthy();
    expect(requests.some((r) => r.method === "DELETE")).toBe(true);
  });

  it("shows a member their verdict once the quip is revealed", async () => {
    summary = { total: 3, correct: 1, mine: { username: "punster", correct: false } };
    const wrong = show({ isAnonymous: false, guesses: { total: 3, correct: 1 } });
    expect(await screen.findByText(m.wrong("punster"), {}, waitLong)).toBeTruthy();
    // The card says how many guessed; the page does not say it twice.
    expect(screen.queryByText(m.tally(1, 3))).toBeNull();
    wrong.unmount();
    queryClient.clear();
    summary = { total: 3, correct: 1, mine: { username: "ada2", correct: true } };
    show({ isAnonymous: false, guesses: null });
    expect(await screen.findByText(m.right, {}, waitLong)).toBeTruthy();
    // Before the reveal job has written the quip's totals, the page says them.
    expect(screen.getByText(m.tally(1, 3))).toBeTruthy();
  });

  it("asks nothing after the reveal of a quip nobody guessed at", async () => {
    const shown = show({ isAnonymous: false, guesses: { total: 0, correct: 0 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown.container.innerHTML).toBe("");
    expect(guessesAsked()).toEqual([]);
  });
});
