const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** At most `max` hits per subject in each fixed window of `windowMs`. */
export interface LimitRule {
  max: number;
  windowMs: number;
}

/**
 * Every limit the gateway counts in its database, with its default. The write families are
 * per signed-in user and per minute, set where a person never meets them and a script does;
 * the code caps are per email address and client (decisions 017 and 023).
 */
export const DEFAULT_LIMIT_RULES = {
  /** Applicant and employer profile saves. */
  profile: { max: 30, windowMs: MINUTE_MS },
  /** Vacancy authoring, a vacancy's test, company membership requests and decisions. */
  company: { max: 60, windowMs: MINUTE_MS },
  /** Likes, unlikes and recorded views. */
  likes: { max: 120, windowMs: MINUTE_MS },
  /** Responses to vacancies. */
  responses: { max: 20, windowMs: MINUTE_MS },
  /** An employer's answers to responses: viewed, invitation, rejection and its undo. */
  decisions: { max: 60, windowMs: MINUTE_MS },
  /** Chat messages (Socket.IO) and opening a response's chat (HTTP). */
  chat: { max: 60, windowMs: MINUTE_MS },
  /** Upload addresses and file deletions. */
  uploads: { max: 20, windowMs: MINUTE_MS },
  /** Test sittings started, answers, finishes. */
  tests: { max: 120, windowMs: MINUTE_MS },
  /** Saved searches and hidden vacancies, companies and words. */
  searches: { max: 60, windowMs: MINUTE_MS },
  /** Found profiles a company opens (issue 44): per company and day, whoever of its members opens them. */
  candidateOpens: { max: 200, windowMs: DAY_MS },
  /** Contact requests sent, visibility changes and the answers to requests. */
  candidates: { max: 30, windowMs: MINUTE_MS },
  /** Company reviews written or edited, and the companies' replies (issue 42): per person and day. */
  reviews: { max: 10, windowMs: DAY_MS },
  /** Complaints filed (issue 42): per person and day. */
  complaints: { max: 20, windowMs: DAY_MS },
  /** hh.ru imports started and their counts asked (each costs calls to hh.ru). */
  imports: { max: 10, windowMs: MINUTE_MS },
  /**
   * Sign-up and reset codes mailed to one address at one client's request (besides the 59 s
   * between two), so a stranger's sends never use up the owner's (decision 023).
   */
  codeSends: { max: 10, windowMs: DAY_MS },
  /** Codes mailed to one address whoever asks: the bound on mail to it from many clients. */
  codeSendsPerAddress: { max: 30, windowMs: DAY_MS },
  /**
   * Codes checked for one address from one client, right or wrong (besides 5 tries per code
   * and client): a stranger's guesses never lock the owner out (decision 023).
   */
  codeChecks: { max: 20, windowMs: HOUR_MS },
} as const satisfies Record<string, LimitRule>;

/** A limit's name: a write family or a code cap. */
export type LimitName = keyof typeof DEFAULT_LIMIT_RULES;

export type LimitRules = Record<LimitName, LimitRule>;

const LIMIT_NAMES = Object.keys(DEFAULT_LIMIT_RULES) as LimitName[];

function isLimitName(name: string): name is LimitName {
  return (LIMIT_NAMES as string[]).includes(name);
}

/**
 * The rules with the maxima of `overrides` (RATE_LIMITS: `name=max` pairs, comma-separated,
 * e.g. `profile=5,chat=200`); windows stay as they are. Throws naming the bad entry.
 */
export function limitRulesFrom(overrides: string | undefined): LimitRules {
  const rules: LimitRules = { ...DEFAULT_LIMIT_RULES };
  for (const entry of (overrides ?? "").split(",")) {
    if (entry.trim() === "") continue;
    const [name = "", max = ""] = entry.split("=").map((part) => part.trim());
    if (!isLimitName(name)) throw new Error(`unknown limit "${name}" (known: ${LIMIT_NAMES.join(", ")})`);
    if (!/^\d+$/.test(max) || Number(max) < 1) throw new Error(`limit ${name} needs a whole number ≥ 1`);
    rules[name] = { ...rules[name], max: Number(max) };
  }
  return rules;
}
