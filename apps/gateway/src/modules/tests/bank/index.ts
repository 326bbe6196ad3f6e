import { englishBank } from "./english";
import { excelBank } from "./excel";
import { javascriptBank } from "./javascript";
import { logicBank } from "./logic";
import { miniIpipBank } from "./mini-ipip";
import { russianBank } from "./russian";
import { salesBank } from "./sales";
import { sqlBank } from "./sql";
import type { QualityTestBank, SkillTestBank } from "./types";

/** Every skill test of the catalogue, in the order it is listed to applicants. */
export const SKILL_BANKS: readonly SkillTestBank[] = [
  logicBank,
  sqlBank,
  javascriptBank,
  excelBank,
  englishBank,
  russianBank,
  salesBank,
];

/** The characteristics test (Mini-IPIP). */
export const QUALITY_BANK: QualityTestBank = miniIpipBank;
