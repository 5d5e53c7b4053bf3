import { LOAN_TENURE_MONTHS } from '@sme/shared/constants';

/** Shortest and longest loan tenure in months, for copy such as "from 6 to 60 months". */
export const TENURE_RANGE = { min: Math.min(...LOAN_TENURE_MONTHS), max: Math.max(...LOAN_TENURE_MONTHS) };
