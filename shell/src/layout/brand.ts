/** The shop's name as the shell shows it (logo, footer, page title). */
export const BRAND_NAME = 'RMJ Jewellers';
/** Line under the logo. */
export const BRAND_TAGLINE = 'Silver & Gold';
