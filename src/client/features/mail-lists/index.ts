export { UnsubscribeScreen } from "./components/unsubscribe-screen";
