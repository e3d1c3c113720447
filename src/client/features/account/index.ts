export { DeleteAccountSection } from "./components/data/delete-account-section";
export { YourDataSection } from "./components/data/your-data-section";
export { ForgotPasswordForm } from "./components/forgot-password-form";
export { ResetPasswordScreen } from "./components/reset-password-screen";
export { SettingsNav } from "./components/settings-nav";
export { StatusCard } from "./components/status-card";
