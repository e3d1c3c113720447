export { searchQuips, searchTopics, searchUsers } from "./search.service";
