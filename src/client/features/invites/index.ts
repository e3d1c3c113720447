export { InvitesSection } from "./components/invites-section";
