export { ComposeScreen } from "./components/compose-screen";
export { useComposeParams } from "./hooks/use-compose-params";
