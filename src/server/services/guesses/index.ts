export { makeGuess, readGuesses, withdrawGuess } from "./guesses.service";
export {
  awardSleuths,
  type WeekGhost,
  type WeekSleuth,
  weekGhosts,
  weekSleuths,
} from "./sleuths.service";
