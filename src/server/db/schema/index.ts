export * from "./activity";
export * from "./competitions";
export * from "./feed-ranks";
export * from "./mail-outbox";
export * from "./quips";
export * from "./site";
export * from "./topics";
export * from "./users";
