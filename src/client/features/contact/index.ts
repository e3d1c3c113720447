export { ContactForm } from "./components/contact-form";
export { InfoPage, type InfoSection } from "./components/info-page";
