// The shop's name, once: the shell's logo and footer, the home page, the payment window and every
// e-mail read it from here. Free of imports, so any bundle can take it for a few bytes.

/** The shop's name (the logo, the payment window, e-mail sentences). */
export const BRAND_NAME = 'RMJ Jewellers';
/** The line under the name in the logo. */
export const BRAND_TAGLINE = 'Silver & Gold';
/** The brand as it reads in full (e-mail headings and signatures). */
export const BRAND_FULL_NAME = `${BRAND_NAME} — ${BRAND_TAGLINE}`;
