import { UserCog } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

export function EditProfilePage() {
  return (
    <ComingSoonPage
      title="Settings"
      icon={UserCog}
      description="Your photo, name, bio, website and username."
    />
  );
}
