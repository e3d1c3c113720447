export { AppearanceSection } from "./components/appearance-section";
export { FooterThemeSwitch } from "./components/footer-theme-switch";
