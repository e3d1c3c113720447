/**
 * Letters and digits that pass for another at a glance, each mapped to one stand-in for its
 * group. A cut-down Unicode TR39 skeleton: usernames hold ASCII letters and digits only, so
 * these are all the look-alikes a name can be built from. Case is folded first, which leaves
 * capital I as i; that is why i joins 1 and l.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "l",
  i: "l",
  "2": "z",
  "3": "e",
  "4": "a",
  "5": "s",
  "6": "b",
  "8": "b",
  "7": "t",
  "9": "q",
  // TR39 writes these as the pairs that imitate them.
  m: "rn",
  w: "vv",
  d: "cl",
};

/** Two names with the same skeleton look alike; the skeleton itself is never shown. */
export function confusableSkeleton(text: string): string {
  let skeleton = "";
  for (const char of text.normalize("NFKC").toLowerCase()) {
    skeleton += LOOK_ALIKES[char] ?? char;
  }
  return skeleton;
}
