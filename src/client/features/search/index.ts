export { SearchBox } from "./components/search-box";
export { SearchForm } from "./components/search-form";
export { SearchResults } from "./components/search-results";
export { useSearchType } from "./hooks/use-search-params";
