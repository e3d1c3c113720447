export { HeldPostsCard } from "./components/held-posts-card";
