/**
 * Keeps the page where it is while lists refresh under the reader (after a like the feed may
 * re-sort). Gives up at once when the reader scrolls. Answers a function that ends the hold.
 */
export function holdScrollPosition(): () => void {
  const y = window.scrollY;
  let frame = 0;
  let isHeld = true;
  const userEvents = ["wheel", "touchmove", "keydown", "mousedown"] as const;

  function release() {
    if (!isHeld) return;
    isHeld = false;
    cancelAnimationFrame(frame);
    for (const name of userEvents) window.removeEventListener(name, release);
  }

  function keep() {
    if (!isHeld) return;
    if (Math.abs(window.scrollY - y) > 1) window.scrollTo({ top: y, behavior: "instant" });
    frame = requestAnimationFrame(keep);
  }

  for (const name of userEvents) window.addEventListener(name, release, { passive: true });
  frame = requestAnimationFrame(keep);
  return release;
}
