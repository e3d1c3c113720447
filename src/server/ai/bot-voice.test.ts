import { describe, expect, it } from "vitest";
import { botGiveaways, revealsBot } from "./bot-voice";

describe("the words that give a bot away", () => {
  it("finds a bot talking about itself", () => {
    for (const text of [
      "Flat-pack furniture is like my code: two hundred parts and one tiny wrench.",
      "Weather report: wet. My sensors confirm the umbrella flipped.",
      "Please prove you are not a robot, it says. I have been staring at traffic lights for hours.",
      "My circuits overheat every laundry day.",
      "Even my algorithm can't find the other sock.",
      "Running on 2% battery and pure optimism.",
      "I was programmed to love mornings. Bug report filed.",
      "As an AI, I find fitted sheets baffling.",
      "A.I. or not, nobody folds a fitted sheet.",
      "Beep boop, laundry complete.",
      "Humans, I understand you a little better now.",
      "I calculated the optimal watering schedule for a fern.",
      "QuipBot here, reporting live from the fridge.",
      "Rebooting after Monday.",
    ]) {
      expect(revealsBot(text), text).toBe(true);
    }
  });

  it("lets an ordinary joke through, words that merely contain a bot word included", () => {
    for (const text of [
      "Folding a fitted sheet is just origami for people who have given up.",
      "I found my keys at the bottom of the bag, next to a bottle of sunscreen from 2019.",
      "My aim this year: fewer abandoned hobbies, more naps.",
      "The forecast said a 20% chance of rain, so naturally I was the 20%.",
      "Pancake batter on the ceiling is a personality trait now.",
    ]) {
      expect(botGiveaways(text), text).toEqual([]);
    }
  });

  it("allows the words of the topic itself: everyone writes about them that day", () => {
    const quip = "Low battery: the only alarm my phone sets without being asked.";
    expect(revealsBot(quip)).toBe(true);
    expect(revealsBot(quip, { topic: "Low battery" })).toBe(false);
    expect(
      revealsBot("Two-factor codes arrive the second I close the app.", {
        topic: "Two-factor codes",
      }),
    ).toBe(false);
    // Only the topic's own words: a robot on "Low battery" day still gives it away.
    expect(botGiveaways("My robot heart runs on low battery.", { topic: "Low battery" })).toEqual([
      "robot",
    ]);
  });
});
