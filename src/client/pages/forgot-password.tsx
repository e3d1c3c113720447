import { KeyRound } from "lucide-react";
import { ComingSoonPage } from "../components/coming-soon-page";

export function ForgotPasswordPage() {
  return (
    <ComingSoonPage
      title="Forgot Password"
      icon={KeyRound}
      description="We'll email you a link to set a new password."
    />
  );
}
