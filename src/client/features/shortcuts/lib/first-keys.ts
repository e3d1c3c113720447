/** Every key that starts a shortcut ("h" and "a" only after "g"), but Enter. */
export const SHORTCUT_KEYS = "jklbcon/?gha";
/** A feed card, which Enter opens once the keys have chosen it. */
export const FEED_CARD = "[data-feed-page]";
