import { FEED_CARD_SELECTOR } from "#client/entities/quip/index.ts";
import { openShortcutsHelp } from "#client/features/shortcuts/components/shortcuts-help-host.tsx";
import { paths } from "#client/lib/paths.ts";
import { SHORTCUT_MSG } from "#shared/messages/shortcuts.ts";

const m = SHORTCUT_MSG;

/** How long "g" waits for its second key. */
const SEQUENCE_MS = 1500;
/** How long a control or a page may take to answer a key before the keys give up on it. */
const ANSWER_MS = 3000;
/** Space between a chosen card and the top of the screen, or the sticky header. */
const GAP_PX = 16;
/** A quip's own page: its card is the one the keys act on. */
const PAGE_QUIP = 'main article[aria-label^="Quip by"]';

let isAfterG = false;
let afterGTimer: ReturnType<typeof setTimeout> | undefined;
/** The card last chosen, found again by its quip when a list re-renders under it. */
let chosenQuipId: string | null = null;

const SINGLE_KEYS: Record<string, () => void> = {
  g: () => {
    isAfterG = true;
    afterGTimer = setTimeout(() => {
      isAfterG = false;
    }, SEQUENCE_MS);
  },
  j: () => move(1),
  k: () => move(-1),
  l: () => toggle('button[aria-pressed][aria-label^="Like"]', m.liked, m.unliked),
  b: () => toggle('button[aria-pressed][aria-label="Bookmark"]', m.bookmarked, m.unbookmarked),
  p: () => togglePunchline(),
  c: () => openComments(),
  o: () => open(),
  Enter: () => open(),
  // A visitor's Compose is the sign-up screen, as the navigation's Compose is.
  n: () => go(m.composing, paths.compose.getHref(), paths.register.getHref()),
  "/": () => search(),
  "?": () => openShortcutsHelp(),
};

const AFTER_G: Record<string, () => void> = {
  h: () => go(m.goingHome, paths.home.getHref()),
  a: () => go(m.goingToActivity, paths.activity.getHref()),
};

/** One key of a shortcut, already checked by `isShortcut`. */
export function runShortcut(key: string): void {
  const sequence = isAfterG ? AFTER_G[key] : undefined;
  isAfterG = false;
  clearTimeout(afterGTimer);
  (sequence ?? SINGLE_KEYS[key])?.();
}

/**
 * Follows the site's main navigation to one of its places, through the navigation's own link,
 * so a key does what the link does (Home returns to the feed left, every link saves the home
 * feed's place first). The first of `hrefs` the navigation has is followed.
 */
function go(announcement: string, ...hrefs: string[]) {
  for (const href of hrefs) {
    const links = Array.from(
      document.querySelectorAll<HTMLAnchorElement>(`nav[aria-label="Primary"] a[href="${href}"]`),
    );
    // Phones and wide screens each draw the navigation; either link does the same.
    const link = links.find(isShown) ?? links[0];
    if (!link) continue;
    announce(announcement);
    link.click();
    return;
  }
}

const isShown = (element: HTMLElement) => element.getClientRects().length > 0;

function feedCards(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(`main ${FEED_CARD_SELECTOR}`)).filter(
    isShown,
  );
}

/** The card holding the focus, else the one last chosen if it is still on the page. */
function chosenCard(cards: HTMLElement[]): HTMLElement | undefined {
  const focused = document.activeElement?.closest<HTMLElement>(FEED_CARD_SELECTOR);
  if (focused && cards.includes(focused)) return focused;
  return cards.find((card) => chosenQuipId !== null && card.dataset.quipId === chosenQuipId);
}

/** The card the action keys act on: the chosen one, or the quip of a quip's own page. */
function targetCard(): HTMLElement | null {
  const cards = feedCards();
  if (cards.length === 0) return document.querySelector<HTMLElement>(PAGE_QUIP);
  const card = chosenCard(cards);
  if (!card) announce(m.noneChosen);
  return card ?? null;
}

function move(step: 1 | -1) {
  const cards = feedCards();
  if (cards.length === 0) return announce(m.noQuips);
  const current = chosenCard(cards);
  // With none chosen yet, the first card still in view is the one being read.
  const index = current
    ? Math.min(Math.max(cards.indexOf(current) + step, 0), cards.length - 1)
    : Math.max(
        cards.findIndex((card) => card.getBoundingClientRect().bottom > topOffset()),
        0,
      );
  const card = cards[index];
  if (!card) return;
  chosenQuipId = card.dataset.quipId ?? null;
  // Cards are not in the Tab order (their controls are); the keys may still focus them.
  if (!card.hasAttribute("tabindex")) card.tabIndex = -1;
  card.focus({ preventScroll: true });
  scrollToTop(card);
  announce(m.position(index + 1, cards.length));
}

/** Where the page's own content starts: under the site's header where it stays on screen. */
function topOffset(): number {
  // The site's header comes first in the document, before any card's own.
  const header = document.querySelector("header");
  const isSticky = header && getComputedStyle(header).position === "sticky";
  return (isSticky ? header.getBoundingClientRect().bottom : 0) + GAP_PX;
}

/** To the top of the content, smoothly unless the reader asks for less motion. */
function scrollToTop(element: HTMLElement) {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({
    top: element.getBoundingClientRect().top + window.scrollY - topOffset(),
    behavior: reduced ? "instant" : "smooth",
  });
}

/** Presses a toggle of the card, and says what it now is once the card shows it. */
function toggle(selector: string, on: string, off: string) {
  const card = targetCard();
  if (!card) return;
  const button = card.querySelector<HTMLButtonElement>(selector);
  if (!button) return announce(m.folded);
  const wasOn = button.getAttribute("aria-pressed") === "true";
  // A visitor is sent to sign in instead, and the sign-in screen says so: nothing to announce.
  void changeOf(button, () => button.getAttribute("aria-pressed") !== String(wasOn)).then(
    (changed) => {
      if (changed) announce(wasOn ? off : on);
    },
  );
  button.click();
}

/** Presses the card's "Show punchline", as a tap would, and says what it now shows. */
function togglePunchline() {
  const card = targetCard();
  if (!card) return;
  const button = card.querySelector<HTMLButtonElement>("button[data-punchline]");
  if (!button) {
    // A folded card shows none of its controls; an open one without the button has no punchline.
    return announce(card.querySelector("button[aria-pressed]") ? m.noPunchline : m.folded);
  }
  const wasShown = button.getAttribute("aria-expanded") === "true";
  void changeOf(button, () => button.getAttribute("aria-expanded") !== String(wasShown)).then(
    (changed) => {
      if (changed) announce(wasShown ? m.punchlineHidden : m.punchlineShown);
    },
  );
  button.click();
}

function open() {
  const card = targetCard();
  const link = card?.querySelector<HTMLAnchorElement>('a[aria-label^="Open quip"]');
  if (!link || !card?.matches(FEED_CARD_SELECTOR)) return;
  announce(m.opening);
  link.click();
}

/** To the quip's page (a feed card's comments link), then to its comments. */
function openComments() {
  const card = targetCard();
  if (!card) return;
  const link = card.matches(FEED_CARD_SELECTOR)
    ? card.querySelector<HTMLAnchorElement>('a[aria-label^="Comments"]')
    : null;
  link?.click();
  void found<HTMLElement>("#comments-title").then((heading) => {
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    scrollToTop(heading);
    announce(m.comments);
  });
}

/** Search's text box: on the search page at once, elsewhere once search has opened. */
function search() {
  const selector = 'main input[type="search"]';
  if (!document.querySelector(selector)) go(m.searching, paths.search.getHref());
  void found<HTMLInputElement>(selector).then((box) => box?.focus());
}

/** Resolves true once `isChanged` holds after a change to the element, false after a while. */
function changeOf(element: Element, isChanged: () => boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!isChanged()) return;
      finish(true);
    });
    const timer = setTimeout(() => finish(false), ANSWER_MS);
    function finish(changed: boolean) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(changed);
    }
    observer.observe(element, { attributes: true });
  });
}

/** The element once the page shows it (a page the keys opened may still be loading). */
function found<T extends Element>(selector: string): Promise<T | null> {
  const now = document.querySelector<T>(selector);
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = document.querySelector<T>(selector);
      if (element) finish(element);
    });
    const timer = setTimeout(() => finish(null), ANSWER_MS);
    function finish(element: T | null) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    }
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

let announcer: HTMLElement | null = null;

/**
 * Says what a key did, politely, through a status region of its own that outlives the pages.
 * Emptied first, so the same words twice ("Liked", then again on another quip) are heard twice.
 */
function announce(text: string) {
  if (!announcer) {
    announcer = document.createElement("div");
    announcer.setAttribute("role", "status");
    announcer.className = "sr-only";
    document.body.append(announcer);
  }
  const region = announcer;
  region.textContent = "";
  // A region that just appeared, or just emptied, is heard changing only a moment later.
  setTimeout(() => {
    region.textContent = text;
  }, 100);
}
