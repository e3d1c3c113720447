export { checkHealth } from "./health.service";
