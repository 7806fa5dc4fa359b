// The privacy notices shoppers read where the shop collects personal data (registration, checkout,
// each upload of the customiser, a return's photos), and the privacy page that says the same in full. India's Digital
// Personal Data Protection Act 2023 and its Rules 2025 ask for a notice at collection that says
// what is collected, why, for how long and how consent is withdrawn; consent to a fingerprint or a
// photograph is asked for before the file is sent, and the catalog records it with the notice's
// version. Free of imports, so a page that only shows a notice downloads no zod. The grievance
// officer's e-mail is the owner's setting: the page showing a notice passes it in.

/** Where personal data is collected: each has its own short notice. */
export const NOTICE_POINTS = [
  'registration',
  'checkout',
  'fingerprint',
  'image',
  'pdf',
  'grievance',
  'oldGold',
  'returnPhoto',
] as const;
export type NoticePoint = (typeof NOTICE_POINTS)[number];

/**
 * Uploads, by what the shopper sends: the customiser's (the engraving proof is the shop's own
 * drawing) and a return request's photos of the piece.
 */
export const UPLOAD_PURPOSES = ['fingerprint', 'image', 'pdf', 'proof', 'returnPhoto'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Uploads that need the shopper's ticked consent before they are sent (biometric and photographs). */
export const CONSENT_PURPOSES = ['fingerprint', 'image', 'returnPhoto'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** True when an upload of this purpose needs consent. */
export function needsConsent(purpose: string | undefined): purpose is ConsentPurpose {
  return (CONSENT_PURPOSES as readonly string[]).includes(purpose ?? '');
}

/**
 * The one list of notice versions: a notice's wording changes only with its version, and a
 * recorded consent names the version the shopper read. Dates, as the notices were published (a
 * second change on one day adds `.2`).
 */
export const PRIVACY_NOTICE_VERSIONS: Record<NoticePoint | 'policy', string> = {
  registration: '2026-11-29.2',
  checkout: '2026-11-30',
  fingerprint: '2026-11-29',
  image: '2026-11-29',
  pdf: '2026-11-29',
  grievance: '2026-11-29',
  oldGold: '2026-11-30',
  returnPhoto: '2026-11-30',
  policy: '2026-11-30',
};

/** Days an ordered file is kept after the order by default (the catalog's FILES_CLAIMED_RETENTION_DAYS). */
export const ORDERED_FILE_RETENTION_DAYS = 120;
/** Days an upload no order claims is kept. */
export const UNCLAIMED_FILE_RETENTION_DAYS = 7;
/** Years the shop keeps tax invoices (and the order details on them), as tax law requires. */
export const INVOICE_RETENTION_YEARS = 8;

/** The privacy page's address (mfe-catalog serves it). */
export const PRIVACY_PAGE_PATH = '/privacy';

/** One short notice: what, why, how long, how to withdraw. */
export interface PrivacyNotice {
  version: string;
  /** What is collected. */
  what: string;
  /** Why. */
  why: string;
  /** How long it is kept. */
  keep: string;
  /**
   * How to withdraw consent or have it erased, naming the grievance officer's e-mail of the owner's
   * settings; without it (settings not read yet) the words point to the contact page instead.
   */
  withdraw: (officerEmail?: string) => string;
}

/** Where to write: the officer's e-mail, or the contact page while the settings are not known. */
const writeTo = (officerEmail?: string) =>
  officerEmail ? `write to ${officerEmail}` : 'write to our grievance officer (see our Contact page)';
/** The same, starting a sentence. */
const WriteTo = (officerEmail?: string) =>
  officerEmail ? `Write to ${officerEmail}` : 'Write to our grievance officer (see our Contact page)';
const always = (words: string) => () => words;

const withdrawUpload = (officerEmail?: string) =>
  `Remove the file before ordering, or ${writeTo(officerEmail)} to withdraw your consent; we then delete the file (an order already in the workshop may need it to be cancelled).`;
const keepUpload = `${UNCLAIMED_FILE_RETENTION_DAYS} days if you do not order it; ${ORDERED_FILE_RETENTION_DAYS} days after your order if you do, then deleted.`;
// A return's photos are claimed (kept) by the catalog when the request is sent, as an order's files are when it is paid.
const keepReturnPhoto = `${UNCLAIMED_FILE_RETENTION_DAYS} days if you do not send your request; ${ORDERED_FILE_RETENTION_DAYS} days after you send it if you do, then deleted like your order's other files.`;
const withdrawReturnPhoto = (officerEmail?: string) =>
  `Remove the photos before sending your request, or ${writeTo(officerEmail)} to withdraw your consent; we then delete the photos (we may then need to see the piece itself to decide your request).`;

/** The short notices, per point of collection. */
export const PRIVACY_NOTICES: Record<NoticePoint, PrivacyNotice> = {
  registration: {
    version: PRIVACY_NOTICE_VERSIONS.registration,
    what: 'Your name, e-mail address, phone number and a password (stored only as a hash).',
    why: 'To run your account: sign-in, your orders and messages about them.',
    keep: `Until you delete your account; invoices are kept ${INVOICE_RETENTION_YEARS} years as tax law requires.`,
    withdraw: always(
      'Download a copy of your data, or delete your account, from your account page at any time; we keep only what tax law requires, with your name and contact masked.',
    ),
  },
  checkout: {
    version: PRIVACY_NOTICE_VERSIONS.checkout,
    what: 'Your name, e-mail, phone and delivery address; when you pay online, your card details go to Razorpay, never to us.',
    why: 'To take payment, make, ship and invoice your order and tell you about it.',
    keep: `Order details while your account exists; tax invoices ${INVOICE_RETENTION_YEARS} years as tax law requires.`,
    withdraw: always(
      'Delete your account from your account page at any time (once no order is open); we keep only what tax law requires, with your name and contact masked.',
    ),
  },
  fingerprint: {
    version: PRIVACY_NOTICE_VERSIONS.fingerprint,
    what: 'The fingerprint image you upload (biometric data).',
    why: 'Only to engrave it on your piece; no one else sees it and it is never used to identify you.',
    keep: keepUpload,
    withdraw: withdrawUpload,
  },
  image: {
    version: PRIVACY_NOTICE_VERSIONS.image,
    what: 'The photograph or picture you upload, and anyone shown in it.',
    why: 'Only to make your piece; no one but our workshop sees it.',
    keep: keepUpload,
    withdraw: withdrawUpload,
  },
  pdf: {
    version: PRIVACY_NOTICE_VERSIONS.pdf,
    what: 'The PDF you upload and what it contains.',
    why: 'Only to make your piece; no one but our workshop sees it.',
    keep: keepUpload,
    withdraw: withdrawUpload,
  },
  grievance: {
    version: PRIVACY_NOTICE_VERSIONS.grievance,
    what: 'Your name, e-mail, phone number if you give it, the order number and what you tell us about your complaint.',
    why: 'To answer and resolve your complaint, and to show we did so within the times the law sets.',
    keep: 'While your complaint is open, and afterwards as long as the law asks us to show how we handled it.',
    withdraw: (officerEmail) =>
      `${WriteTo(officerEmail)} to have your details corrected or, once the complaint is closed, erased.`,
  },
  oldGold: {
    version: PRIVACY_NOTICE_VERSIONS.oldGold,
    what: 'Your name, phone number, e-mail if you give it, and the old gold or silver you describe with its estimate.',
    why: 'To call you or arrange your visit about exchanging it; nothing else.',
    keep: 'One year from your request, then deleted.',
    withdraw: (officerEmail) => `${WriteTo(officerEmail)} to have your request erased sooner.`,
  },
  returnPhoto: {
    version: PRIVACY_NOTICE_VERSIONS.returnPhoto,
    what: 'The photos of the piece you send, and anyone shown in them.',
    why: 'Only to look into your return or exchange request; no one but our staff handling it sees them.',
    keep: keepReturnPhoto,
    withdraw: withdrawReturnPhoto,
  },
};

/** The consent box's label for a fingerprint or a photograph (of the customiser, or a return's photos). */
export const CONSENT_LABELS: Record<ConsentPurpose, string> = {
  fingerprint: 'I consent to RMJ Jewellers using this fingerprint to make my piece, as described above.',
  image: 'I consent to RMJ Jewellers using this photograph to make my piece, as described above.',
  returnPhoto: 'I consent to RMJ Jewellers using these photos to look into my request.',
};

/** What shoppers see when consent is missing (browser and server alike, 400). */
export const CONSENT_MESSAGES = {
  /** An upload of a fingerprint or photo without the ticked consent. */
  required: 'Please tick the consent box before uploading your fingerprint or photo.',
  /** A consent naming a notice version that is not the current one. */
  outdated: 'The privacy notice has changed. Please reload the page, read it and tick the consent box again.',
  /** An unknown purpose. */
  invalidPurpose: 'Unknown upload purpose.',
} as const;
