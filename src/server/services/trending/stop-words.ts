// Function words: pronouns, articles, prepositions, conjunctions, auxiliaries.
const FUNCTION_WORDS = `
about above across after again against all along also although among and another any anybody
anyone anything anyway anywhere are aren around away back because been before behind being below
beside between beyond both but can cannot could couldn did didn does doesn doing don done down
during each either else enough etc ever every everybody everyone everything everywhere few for
from further had hadn has hasn have haven having her here hers herself him himself his how however
into isn its itself least less let lets many may might mine more most much must myself near
neither never nobody none nor not nothing now nowhere off once only onto other others otherwise
our ours ourselves out over own per same shall she should shouldn since some somebody someone
something somewhere such than that the their theirs them themselves then there these they this
those though through thus till too toward towards under until upon very via was wasn were weren
what whatever when whenever where whether which while who whoever whole whom whose why will with
within without won would wouldn yet you your yours yourself yourselves
`;

// Everyday verbs, in every form: they tell how something is said, not what about.
const EVERYDAY_VERBS = `
ask asked asking asks became become becomes call called calls came come comes coming feel feeling
feels felt find finds found gave get gets getting give given gives giving goes going gone got
gotten keep keeping keeps kept knew know knowing known knows like liked likes liking look looked
looking looks made make makes making mean means meant need needed needs put puts putting said saw
say saying says see seeing seem seemed seems seen sees take taken takes taking tell telling tells
think thinking thinks thought told took tried tries try trying use used uses using want wanted
wanting wants went
`;

// Counting and ordering words.
const COUNTING_WORDS = `
eight first five four last next nine one ones second seven six ten third three two
`;

// Fillers, hedges and intensifiers, and the words that stand in for any noun.
const FILLERS = `
absolutely actually almost already always basically bit definitely even guess honestly just kind
kinda literally lot lots maybe often okay perhaps please pretty probably quite rather real really
right seriously simply sometimes soon sort still stuff sure thank thanks thing things totally way
ways well yeah yes
`;

// Interjections.
const INTERJECTIONS = `
aww hah haha hahaha hey hmm huh lmao lol meh nah nope omg ooh ugh umm wow yay yep yup
`;

/**
 * English words too common to say what a quip is about: Trending Now never shows them, alone
 * or in a phrase. Postgres's English dictionary drops the commonest function words ("the",
 * "and", "was"…) but keeps the verbs, fillers and counting words every joke is full of
 * ("says", "like", "one", "get", "just", "really"), so the list names both. Only words of
 * three letters or more are listed: Trending Now never counts a shorter one. Inflected forms
 * are spelled out, because a form the stemmer does not reduce ("said", "got") would slip by.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [FUNCTION_WORDS, EVERYDAY_VERBS, COUNTING_WORDS, FILLERS, INTERJECTIONS]
    .join(" ")
    .trim()
    .split(/\s+/),
);
