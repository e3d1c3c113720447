export { ForgotPasswordForm } from "./components/forgot-password-form";
export { ResetPasswordScreen } from "./components/reset-password-screen";
export { SettingsNav } from "./components/settings-nav";
