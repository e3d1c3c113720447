export { VaultTab } from "./components/vault-tab";
