/** How many quips `npm run seed -- bench` makes when not told. */
export const DEFAULT_BENCH_QUIPS = 1_000_000;
/** Below this the community is too small for its ratios (100 members at least). */
export const MIN_BENCH_QUIPS = 1_000;

/** Every benchmark member signs in with this password: bench1 … benchN. */
export const BENCH_PASSWORD = "benchpass1";
export const BENCH_USERNAME_PREFIX = "bench";

/** Quips are spread over this many days before now. */
export const QUIP_DAYS = 90;
/** One topic per Eastern day but Sundays, so they reach about 105 days back. */
export const TOPIC_COUNT = 90;

/** Per million quips. */
const PER_MILLION = { members: 100_000, likes: 5_000_000, comments: 500_000, follows: 300_000 };

/** Like counts per quip follow a Pareto tail this steep: the top 1% of quips hold ~45% of likes. */
const LIKE_TAIL = 1.3;
/** Follower counts per member: a few members are followed by thousands. */
const FOLLOW_TAIL = 1.5;
/** Every quip has this chance of a comment besides the ones its likes bring. */
const COMMENT_BASE = 0.1;

/**
 * A heavy-tailed count by rank: the item at quantile q (0 < q < 1) gets
 * min(cap, floor(scale × (q^exponent − 1))), the Lomax quantile function.
 */
export interface TailCurve {
  scale: number;
  exponent: number;
  cap: number;
}

export interface BenchPlan {
  quips: number;
  members: number;
  topics: number;
  /** What the curves aim at; the seed reports what it actually made. */
  targets: { likes: number; comments: number; follows: number };
  likesPerQuip: TailCurve;
  followersPerMember: TailCurve;
  /** A quip expects commentsPerLike × likes + commentBase comments. */
  commentsPerLike: number;
  commentBase: number;
  /**
   * Multipliers coprime with the member count (or one less, for followers): walking
   * x → x × stride mod m visits each member once, so a run of draws never repeats one.
   */
  strides: { likers: number; followers: number };
}

export function planBench(quips: number): BenchPlan {
  if (!Number.isInteger(quips) || quips < MIN_BENCH_QUIPS) {
    throw new Error(`The benchmark needs at least ${MIN_BENCH_QUIPS} quips.`);
  }
  const scale = quips / 1_000_000;
  const members = Math.round(PER_MILLION.members * scale);
  const targets = {
    likes: Math.round(PER_MILLION.likes * scale),
    comments: Math.round(PER_MILLION.comments * scale),
    follows: Math.round(PER_MILLION.follows * scale),
  };
  // Half the community is the most a single quip or member collects: a cap that keeps the
  // largest counts believable at every size.
  const cap = Math.floor(members / 2);
  return {
    quips,
    members,
    topics: TOPIC_COUNT,
    targets,
    likesPerQuip: fitTail(quips, LIKE_TAIL, cap, targets.likes),
    followersPerMember: fitTail(members, FOLLOW_TAIL, cap, targets.follows),
    commentsPerLike: (targets.comments - COMMENT_BASE * quips) / targets.likes,
    commentBase: COMMENT_BASE,
    strides: {
      likers: coprimeStride(members, 0.618),
      followers: coprimeStride(members - 1, 0.382),
    },
  };
}

/**
 * The scale at which n ranked items add up to the target. The sum depends on n through the
 * cap and the rounding, so it is solved for rather than taken from the distribution's mean.
 */
function fitTail(n: number, tail: number, cap: number, target: number): TailCurve {
  const exponent = -1 / tail;
  const shape = new Float64Array(n);
  for (let rank = 0; rank < n; rank++) shape[rank] = ((rank + 0.5) / n) ** exponent - 1;
  const total = (scale: number) => {
    let sum = 0;
    for (const value of shape) sum += Math.min(cap, Math.floor(scale * value));
    return sum;
  };
  let low = 0;
  let high = 1;
  while (total(high) < target) high *= 2;
  for (let step = 0; step < 40; step++) {
    const middle = (low + high) / 2;
    if (total(middle) < target) low = middle;
    else high = middle;
  }
  return { scale: high, exponent, cap };
}

function coprimeStride(modulus: number, fraction: number): number {
  let stride = Math.max(1, Math.round(modulus * fraction));
  while (gcd(stride, modulus) !== 1) stride += 1;
  return stride;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
