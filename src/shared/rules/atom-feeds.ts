/**
 * The Atom feeds for readers (decision 0123): where each one is and what it is called. The
 * server answers these paths and names its feeds so; the pages point at them from their head.
 */
export interface FeedLink {
  href: string;
  title: string;
}

export const ATOM_MEDIA_TYPE = "application/atom+xml";

export const atomFeeds = {
  top: (): FeedLink => ({ href: "/feeds/top.atom", title: "Quip: Top All Time" }),
  member: (member: { id: string; username: string }): FeedLink => ({
    href: `/feeds/members/${encodeURIComponent(member.id)}.atom`,
    title: `Quips by @${member.username}`,
  }),
  topic: (topic: { topicIdentifier: string; topic: string }): FeedLink => ({
    href: `/feeds/topics/${encodeURIComponent(topic.topicIdentifier)}.atom`,
    title: `Quips on “${topic.topic}”`,
  }),
  recaps: (): FeedLink => ({ href: "/feeds/recaps.atom", title: "Quip: Weekly recaps" }),
};
