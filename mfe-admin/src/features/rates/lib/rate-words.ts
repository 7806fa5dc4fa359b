// How the rate screen words rates and its messages, written once (the specs read the same words).
export { perGram } from '../../../lib/rate-figures';

export const RATES_MESSAGES = {
  ownerOnly:
    "Only the owner sets today's rates, because they change the price of every piece priced by weight. You can see them here.",
  neverSet: 'No rates set yet: pieces priced by weight cannot be bought until the owner sets them.',
  saved: 'Rates saved. Every piece priced by weight now shows its price at these rates.',
  nothingChanged: 'Nothing to change: these are the rates in force.',
  saveFailed: 'The rates could not be saved. Please try again.',
  fixFields: 'Please correct the rates marked below.',
  confirmTitle: 'Set these rates?',
  noHistory: 'No changes yet.',
} as const;
