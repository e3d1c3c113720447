export { listTrending } from "./trending.service";
