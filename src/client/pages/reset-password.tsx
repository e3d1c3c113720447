import { LockKeyhole } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

export function ResetPasswordPage() {
  return (
    <ComingSoonPage
      title="Reset Password"
      icon={LockKeyhole}
      description="Choose a new password for your account."
    />
  );
}
