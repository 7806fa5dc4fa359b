// Words of the draft orders screens that are the screens' own (the API's messages come from
// @rmj/contracts' draftOrderMessages and are never re-typed here).
import { PRIVACY_NOTICE_VERSIONS, type ConsentPurpose } from '@rmj/contracts';

export const DRAFT_WORDS = {
  listFailed: 'The draft orders could not be loaded.',
  noDrafts: 'No draft orders yet.',
  newDraft: 'New draft order',
  /** Shown before the first save: the API prices a draft when it is saved. */
  notPricedYet: 'Save the draft to see it priced at today’s rates.',
  /** The owner's discount, as others see it. */
  discountOwnerOnly: 'Only the owner can give or change a discount.',
  noDiscount: 'No discount.',
  fileRequired: 'Upload the customer’s file for this personalisation, or choose no personalisation.',
  /** The box staff tick for the customer (the notice the shop's product page shows, by version). */
  consentLabel: (purpose: ConsentPurpose) =>
    `The customer agreed to our use of this ${purpose === 'fingerprint' ? 'fingerprint' : 'photograph'} to make the piece, as our privacy notice (${PRIVACY_NOTICE_VERSIONS[purpose]}) describes.`,
  deleted: 'The draft order was deleted.',
  saved: 'The draft order is saved.',
  fixBeforeSaving: 'Please correct the fields marked below.',
  saveBeforeSending: 'Save your changes before sending the draft.',
} as const;
