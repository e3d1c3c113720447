export { listBlocks, setBlock } from "./blocks.service";
export { getMutedWords, setMutedWords } from "./muted-words.service";
export { hideAuthor, listMutes, setMute, unhideAuthor } from "./mutes.service";
