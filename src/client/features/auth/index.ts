export { ApprovalBanner } from "./components/approval-banner";
export { AuthForm, type AuthMode } from "./components/auth-form";
export { SuspensionBanner } from "./components/suspension-banner";
