export { DeleteAccountSection } from "./components/delete-account-section";
export { YourDataSection } from "./components/your-data-section";
