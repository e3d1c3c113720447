export { ConfirmEmailScreen } from "./components/confirm-email-screen";
export { EmailSection } from "./components/email-section";
export { ForgotPasswordForm } from "./components/forgot-password-form";
export { LazyEmailConfirmationBanner } from "./components/lazy-email-confirmation-banner";
export { PasswordSection } from "./components/password-section";
export { ResetPasswordScreen } from "./components/reset-password-screen";
export { SessionsSection } from "./components/sessions-section";
export { SettingsNav } from "./components/settings-nav";
