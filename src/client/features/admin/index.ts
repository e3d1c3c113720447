export { AdminGuard } from "./components/admin-guard";
export { AdminScreen } from "./components/admin-screen";
