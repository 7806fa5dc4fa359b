/** The shop's name as the shell shows it. */
export const BRAND_NAME = 'RMJ Jewellers';
