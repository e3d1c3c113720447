export { AuthForm, type AuthMode } from "./components/auth-form";
export { LazyApprovalBanner } from "./components/lazy-approval-banner";
export { SuspensionBanner } from "./components/suspension-banner";
