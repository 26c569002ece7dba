import { accessValidation } from '../messages/validation';

/** access §9: HSG agreements offer options 1 to 4. */
export const hsgOptionRange = { min: 1, max: 4 } as const;

export interface AgreementOptionsInput {
  isBar: boolean;
  isHSG: boolean;
  /** Bar agreements: the share-info choice; null or undefined when none was made. */
  eaShareInfo?: boolean | null;
  /** HSG agreements: the chosen option 1–4; null or undefined when none was made. */
  hsgOption?: number | null;
}

const isHsgOption = (value: number | null | undefined): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= hsgOptionRange.min && value <= hsgOptionRange.max;

/**
 * access §5 / account §4: accepting a bar agreement needs a share-info choice
 * (yes or no), an HSG agreement an option 1–4. Other agreements need neither.
 */
export function validateAgreementOptions(input: AgreementOptionsInput): string | null {
  if (input.isBar && typeof input.eaShareInfo !== 'boolean') return accessValidation.agreementOptionRequired;
  if (input.isHSG && !isHsgOption(input.hsgOption)) return accessValidation.agreementOptionRequired;
  return null;
}
