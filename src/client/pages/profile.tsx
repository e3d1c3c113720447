import { UserRound } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

/** `id` is absent for the member's own profile. */
export function ProfilePage(_props: { id?: string | undefined }) {
  return (
    <ComingSoonPage
      title="Profile"
      icon={UserRound}
      description="Quips, followers, stats and badges."
    />
  );
}
