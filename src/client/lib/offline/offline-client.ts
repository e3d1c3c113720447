/**
 * Everything the page does for the installed app and the offline page, in one module loaded
 * once the app has started (offline.ts): nothing of it is needed for the first screen.
 */
export { forgetKeptFeed, keepFeed } from "./kept-feed";
export { registerServiceWorker } from "./register-service-worker";
