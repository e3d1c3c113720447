import {
  type InfiniteData,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LikeButton } from "#client/entities/quip/components/like-button.tsx";
import { useQuipLike } from "#client/entities/quip/hooks/use-quip-like.ts";
import { currentUserQueryKey } from "#client/lib/auth/get-current-user.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import { dismissToast, getToasts } from "#client/lib/toast/use-toast.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { json } from "../support/json-response";
import { scaled } from "../support/time-budget";

/**
 * The like on a card: the count moves before the server answers, in every cached list that
 * holds the quip (a hidden count stays hidden); a refusal puts back what was there and says
 * why; a visitor is sent to sign in.
 */
const QUIP = { id: "q1", isLiked: false, likesCount: 7 } as Quip;
const FEED = quipKeys.feed({ filter: "new" });

let queryClient: QueryClient;
let likeAnswers: Array<{ resolve: (response: Response) => void }>;
let likeRequests: number;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  likeAnswers = [];
  likeRequests = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) => {
      if (url === `/api/quips/${QUIP.id}/like`) {
        likeRequests += 1;
        return new Promise<Response>((resolve) => likeAnswers.push({ resolve }));
      }
      // The refresh after a like: the server's count.
      if (url.startsWith("/api/quips")) return Promise.resolve(json(200, { ...QUIP }));
      return Promise.resolve(json(401, {}));
    }),
  );
});

afterEach(() => {
  queryClient.clear();
  dismissToast();
  vi.unstubAllGlobals();
});

function signedIn(member: boolean) {
  queryClient.setQueryData(currentUserQueryKey, member ? { id: "m1", username: "ada" } : null);
  queryClient.setQueryData(quipKeys.detail(QUIP.id), { ...QUIP });
  queryClient.setQueryData<InfiniteData<Quip[]>>(FEED, {
    pages: [[{ ...QUIP }]],
    pageParams: [1],
  });
}

function Card() {
  const { data: quip } = useQuery<Quip>({
    queryKey: quipKeys.detail(QUIP.id),
    queryFn: async () => (await fetch(`/api/quips/${QUIP.id}`)).json(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const like = useQuipLike(quip ?? QUIP);
  return (
    <button type="button" onClick={like.toggle}>
      {quip?.isLiked ? "Unlike" : "Like"} {quip?.likesCount}
    </button>
  );
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const inFeed = () => queryClient.getQueryData<InfiniteData<Quip[]>>(FEED)?.pages[0]?.[0];

describe("the optimistic like", () => {
  it("moves the count at once everywhere the quip is kept, then keeps the server's answer", async () => {
    signedIn(true);
    render(<Card />, { wrapper });
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() => expect(likeRequests).toBe(1));
    expect(screen.getByRole("button").textContent).toBe("Unlike 8");
    expect(inFeed()).toMatchObject({ isLiked: true, likesCount: 8 });

    // Another member liked it meanwhile: the server's count wins.
    await act(async () => likeAnswers[0]?.resolve(json(200, { isLiked: true, likesCount: 9 })));
    await waitFor(() => expect(screen.getByRole("button").textContent).toBe("Unlike 9"));
    expect(inFeed()).toMatchObject({ isLiked: true, likesCount: 9 });
  });

  it("puts back what was there and says why when the server refuses", async () => {
    signedIn(true);
    render(<Card />, { wrapper });
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() => expect(likeRequests).toBe(1));
    expect(screen.getByRole("button").textContent).toBe("Unlike 8");
    await act(async () => likeAnswers[0]?.resolve(new Response("You are muted", { status: 403 })));
    await waitFor(() => expect(screen.getByRole("button").textContent).toBe("Like 7"));
    expect(inFeed()).toMatchObject({ isLiked: false, likesCount: 7 });
    expect(getToasts()).toEqual([
      expect.objectContaining({
        title: QUIP_CARD_MSG.likeFailed,
        description: "You are muted",
        variant: "destructive",
      }),
    ]);
  });

  it("refreshes the quip from the server a moment after the like", async () => {
    signedIn(true);
    render(<Card />, { wrapper });
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() => expect(likeRequests).toBe(1));
    await act(async () => likeAnswers[0]?.resolve(json(200, { isLiked: true, likesCount: 8 })));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(screen.getByRole("button").textContent).toBe("Unlike 8");
    // The detail is asked for again (it answers the quip as first cached: 7, not liked).
    await waitFor(() => expect(screen.getByRole("button").textContent).toBe("Like 7"), {
      timeout: scaled(3_000),
    });
  });

  it("keeps a hidden count hidden: only the heart changes, before the answer and after", async () => {
    signedIn(true);
    const hidden = { ...QUIP, likesCount: null, likesHidden: true };
    queryClient.setQueryData(quipKeys.detail(QUIP.id), hidden);
    queryClient.setQueryData<InfiniteData<Quip[]>>(FEED, { pages: [[hidden]], pageParams: [1] });
    render(<Card />, { wrapper });
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() => expect(likeRequests).toBe(1));
    expect(inFeed()).toMatchObject({ isLiked: true, likesCount: null, likesHidden: true });
    await act(async () =>
      likeAnswers[0]?.resolve(json(200, { isLiked: true, likesCount: null, likesHidden: true })),
    );
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(inFeed()).toMatchObject({ isLiked: true, likesCount: null, likesHidden: true });
    expect(screen.getByRole("button").textContent).toBe("Unlike ");
  });

  it("sends a visitor to sign in, asking nothing of the server", async () => {
    signedIn(false);
    window.history.replaceState(null, "", "/?filter=new");
    render(<Card />, { wrapper });
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(new URLSearchParams(window.location.search).get("returnTo")).toBe("/?filter=new");
    expect(screen.getByRole("button").textContent).toBe("Like 7");
    expect(likeRequests).toBe(0);
  });
});

describe("the heart", () => {
  it("says its count, or says why there is none and still likes", () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <LikeButton isLiked={false} likesCount={3} popKey={0} onToggle={onToggle} />,
    );
    expect(screen.getByRole("button", { name: "Like, 3 likes" }).textContent).toBe("3");
    rerender(<LikeButton isLiked={true} likesCount={null} popKey={0} onToggle={onToggle} />);
    const heart = screen.getByRole("button", {
      name: "Like",
      pressed: true,
      description: QUIP_CARD_MSG.likesHidden,
    });
    expect(heart.textContent).toBe("");
    fireEvent.click(heart);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
