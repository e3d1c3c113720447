import type { QueryClient } from "@tanstack/react-query";
import { getQuipQueryOptions } from "#client/entities/quip/index.ts";
import { getUserQueryOptions } from "#client/entities/user/index.ts";
import { getFeedQueryOptions } from "#client/features/feed/index.ts";
import { getTopicOfTheDayQueryOptions } from "#client/features/topics/index.ts";
import { getProfileQuipsQueryOptions } from "#client/features/users/index.ts";
import { currentUserQueryKey } from "#client/lib/auth/get-current-user.ts";
import { getIsAdminQueryOptions } from "#client/lib/auth/get-is-admin.ts";
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from "#shared/schemas/first-screen.ts";

/** Reads the page's first-screen data once and takes it out of the page. */
export function takeFirstScreen(): FirstScreen | null {
  const element = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? "") as FirstScreen;
  } catch {
    return null;
  }
}

/**
 * Puts a page's first-screen data into the cache before the first render, under the keys the
 * pages ask for: the server renders the page from it, and the browser's first render finds the
 * same answers, so it takes over that page as it is (and a visitor's page never asks
 * /api/auth/user for its 401). Anything absent is fetched as usual.
 */
export function seedFirstScreen(queryClient: QueryClient, screen: FirstScreen | null): void {
  if (!screen) return;
  const { user } = screen;
  queryClient.setQueryData(currentUserQueryKey, user);
  if (user && screen.isAdmin !== undefined) {
    queryClient.setQueryData(getIsAdminQueryOptions(user.id).queryKey, {
      isAdmin: screen.isAdmin,
    });
  }
  if (screen.topicOfTheDay) {
    queryClient.setQueryData(getTopicOfTheDayQueryOptions().queryKey, screen.topicOfTheDay);
  }
  if (screen.feed) {
    queryClient.setQueryData(getFeedQueryOptions(screen.feed.filter).queryKey, {
      pages: [screen.feed.quips],
      pageParams: [1],
    });
  }
  if (screen.quip)
    queryClient.setQueryData(getQuipQueryOptions(screen.quip.id).queryKey, screen.quip);
  if (screen.profile) {
    const { id } = screen.profile;
    queryClient.setQueryData(getUserQueryOptions(id).queryKey, screen.profile);
    if (screen.profileQuips) {
      queryClient.setQueryData(getProfileQuipsQueryOptions(id, "new").queryKey, {
        pages: [screen.profileQuips],
        pageParams: [1],
      });
    }
  }
}
