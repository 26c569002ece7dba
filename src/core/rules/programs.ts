import type { ChatFamily } from '../config/brands';

/**
 * Program families and the fixed lists of access §9 and account §9.
 *
 * Program codes reach us in several spellings (`NCLEX-PN`, `NCLEXPN`,
 * `usmle-step1`), so every lookup compares a key that is upper-cased with
 * spaces, hyphens and underscores removed.
 */
export function programKey(programCode: string | null | undefined): string {
  return (programCode ?? '').toUpperCase().replace(/[\s_-]/g, '');
}

const keySet = /*#__NO_SIDE_EFFECTS__*/ (codes: readonly string[]): ReadonlySet<string> => new Set(codes.map(programKey));

/** Access §9 program short-name groups, plus the nursing program codes of access §4. */
export const programGroups = {
  nursing: ['NCLEX', 'NCLEX-PN', 'NCLEXPN', 'NCLXIDL'],
  // access §9 names "USMLE steps, COMLEX and others" without listing the others;
  // steps and levels are matched by prefix below.
  medical: ['NAPLEX', 'NBDE', 'PANCE', 'USMLE', 'USMLE-STEP1', 'USMLE-STEP2', 'USMLE-STEP3', 'COMLEX'],
  precollege: ['SAT', 'ACT', 'PSAT', 'AP', 'SHSAT', 'SSAT'],
  graduate: ['GMAT', 'GRE', 'LSAT', 'MCAT', 'PCAT', 'DAT', 'OAT'],
  law: ['MBE', 'BAR', 'MPRE'],
} as const;

export type ProgramGroup = keyof typeof programGroups;

/** Access §9: pre-college advisory programs. */
export const precollegeAdvisoryPrograms = ['ACT', 'AP', 'ASVAB', 'GED', 'ISEE', 'NYSHS', 'PSAT', 'SAT', 'SSAT'] as const;

/** Access §9: programs whose courses carry personal-course labels. */
export const personalCoursePrograms = ['ACT', 'SAT', 'PSAT', 'SSAT', 'AP'] as const;

/** Access §2/§5: programs for under-13s (the spec says "listed programs" without the list). */
export const under13Programs = ['SHSAT', 'SSAT', 'ISEE', 'PSAT'] as const;

/** Access §6: client codes treated as partner users. */
export const partnerClientCodes = ['chegg', 'gedapiuser', 'hide_nursing', 'actapiuser'] as const;

/** Access §9: medical school origin values (labels in messages.medicalOriginLabels). */
export const medicalSchoolOrigins = ['US Med', 'offshore', 'img'] as const;

/** Access §9 "a list of European country codes": EU members, the UK and the other EEA states. */
export const europeanCountryCodes = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'GB', 'UK',
  'IS', 'LI', 'NO',
] as const;

/** Account §9 make-up search distances in miles. */
export const distanceOptions = [5, 10, 25, 35, 50, 75, 100, 150] as const;

/** Account §9: weekly extension choices, 1 to 24 weeks. */
export const weeklyExtensionChoices: readonly number[] = /*#__PURE__*/ Array.from({ length: 24 }, (_, i) => i + 1);

/** Account §9: support cases per page. */
export const casePageSize = 5;

/** Account §2/§9: programs whose digital-book redirect shows the not-purchased page. */
export const digitalBookNotPurchasedPrograms = ['MCAT', 'GRE', 'SAT', 'Premier'] as const;

const groupOrder: readonly ProgramGroup[] = ['nursing', 'medical', 'precollege', 'graduate', 'law'];
const groupKeys: Record<ProgramGroup, ReadonlySet<string>> = {
  nursing: keySet(programGroups.nursing),
  medical: keySet(programGroups.medical),
  precollege: keySet(programGroups.precollege),
  graduate: keySet(programGroups.graduate),
  law: keySet(programGroups.law),
};
const advisoryKeys = keySet(precollegeAdvisoryPrograms);
const personalKeys = keySet(personalCoursePrograms);
const under13Keys = keySet(under13Programs);
const digitalBookKeys = keySet(digitalBookNotPurchasedPrograms);
const europeanCodes: ReadonlySet<string> = new Set(europeanCountryCodes);
const partnerCodes: ReadonlySet<string> = /*#__PURE__*/ new Set(partnerClientCodes);

/** The access §9 group of a program code, or null when it is in none. */
export function programGroup(programCode: string | null | undefined): ProgramGroup | null {
  const key = programKey(programCode);
  if (!key) return null;
  for (const group of groupOrder) {
    if (groupKeys[group].has(key)) return group;
  }
  // access §9 "USMLE steps, COMLEX and others": every step or level variant.
  if (key.startsWith('USMLE') || key.startsWith('COMLEX')) return 'medical';
  return null;
}

export const isNursingProgram = (code: string | null | undefined): boolean => programGroup(code) === 'nursing';
export const isMedicalProgram = (code: string | null | undefined): boolean => programGroup(code) === 'medical';
export const isPersonalCourseProgram = (code: string | null | undefined): boolean => personalKeys.has(programKey(code));
export const isUnder13Program = (code: string | null | undefined): boolean => under13Keys.has(programKey(code));
export const isDigitalBookNotPurchasedProgram = (code: string | null | undefined): boolean =>
  digitalBookKeys.has(programKey(code));

/** Access §6: partner users, by client code (compared case-insensitively). */
export function isPartnerClient(client: string | null | undefined): boolean {
  return partnerCodes.has((client ?? '').trim().toLowerCase());
}

/** Access §9: marketing consent is off by default for these countries. */
export function isEuropeanCountry(code: string | null | undefined): boolean {
  return europeanCodes.has((code ?? '').trim().toUpperCase());
}

export type LeadFormFamily = 'pc' | 'grad' | 'nursing' | 'med' | 'bar';

/**
 * Access §3: which lead/additional-fields form a program uses. Pre-college
 * advisory programs use the pc form; a program in no group uses grad, the
 * same default the chat choice uses (access §9 "default graduate").
 */
export function leadFormFamily(programCode: string | null | undefined): LeadFormFamily {
  const group = programGroup(programCode);
  if (group === 'nursing') return 'nursing';
  if (group === 'medical') return 'med';
  if (group === 'law') return 'bar';
  if (group === 'precollege' || advisoryKeys.has(programKey(programCode))) return 'pc';
  return 'grad';
}

/**
 * Access §6/§9: the live-chat endpoint family. No chat for GED or law (BAR)
 * programs; medical chat is for USMLE and NAPLEX only, so other medical
 * programs fall to the graduate default.
 */
export function chatFamily(programCode: string | null | undefined): ChatFamily | null {
  const key = programKey(programCode);
  const group = programGroup(programCode);
  if (key === 'GED' || group === 'law') return null;
  if (group === 'nursing') return 'nursing';
  if (key === 'NAPLEX' || key.startsWith('USMLE')) return 'medical';
  if (group === 'precollege' || advisoryKeys.has(key)) return 'precollege';
  return 'graduate';
}

/**
 * Product-id lists that account §2/§4 and access §9 say exist without giving
 * their content. The defaults are empty placeholders; deployments pass their
 * own catalogue (`{ ...defaultCatalog, hiddenProductIds: [...] }`).
 */
export interface ProductCatalog {
  /** Account §4 / access §4: product ids never shown in the active list. */
  hiddenProductIds: readonly string[];
  /** Account §4: extension products, hidden from the card list. */
  extensionProductIds: readonly string[];
  /** Account §4: bar-plus product codes, hidden from the card list. */
  barPlusProductCodes: readonly string[];
  /** Account §2: product ids for which the empty state shows the find-prep promo. */
  emptyStatePromoProductIds: readonly string[];
  /** Account §4: payment products, exempt from disabling. */
  paymentProductIds: readonly string[];
}

export const defaultCatalog: ProductCatalog = {
  hiddenProductIds: [],
  extensionProductIds: [],
  barPlusProductCodes: [],
  emptyStatePromoProductIds: [],
  paymentProductIds: [],
};

/** Product ids arrive as numbers or strings; lists hold strings. */
export function listHas(list: readonly string[], value: string | number | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return false;
  const wanted = String(value).trim().toUpperCase();
  return list.some((entry) => entry.trim().toUpperCase() === wanted);
}
