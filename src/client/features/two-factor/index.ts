export { PasskeySignInButton } from "./components/passkey-sign-in-button";
export { PasskeysSection } from "./components/passkeys-section";
export { SecondFactorStep } from "./components/second-factor-step";
export { TwoFactorSection } from "./components/two-factor-section";
