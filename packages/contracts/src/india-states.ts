/**
 * India's states and union territories, once: their GST state codes (the first two digits of a
 * GSTIN, the invoice's place of supply) and their names, which the checkout's State list offers
 * when the country is India. Older orders (and other callers) wrote the state as free text, so
 * names are compared normalised (case, spaces, punctuation and "&" ignored) and common older names
 * and abbreviations are recognised. Free of zod (the checkout form's chunk imports it).
 */

/** Code → official name (CBIC's list; 25 and 28 are retired: Daman and Diu merged into 26, Andhra Pradesh is 37). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** The states and union territories as the checkout lists them: official names, in alphabetical order. */
export const INDIA_STATE_NAMES: readonly string[] = Object.values(GST_STATE_CODES).sort((a, b) =>
  a.localeCompare(b, 'en'),
);

/** Other ways a state is written (older names, short forms, vehicle-registration letters) → code. */
const ALIASES: Readonly<Record<string, string>> = {
  jk: '01',
  hp: '02',
  pb: '03',
  ch: '04',
  uttaranchal: '05',
  uk: '05',
  hr: '06',
  newdelhi: '07',
  nctofdelhi: '07',
  nationalcapitalterritoryofdelhi: '07',
  dl: '07',
  rj: '08',
  up: '09',
  br: '10',
  sk: '11',
  ar: '12',
  nl: '13',
  mn: '14',
  mz: '15',
  tr: '16',
  ml: '17',
  as: '18',
  wb: '19',
  jh: '20',
  orissa: '21',
  od: '21',
  cg: '22',
  chattisgarh: '22',
  mp: '23',
  gj: '24',
  damananddiu: '26',
  dadraandnagarhaveli: '26',
  dnhdd: '26',
  mh: '27',
  ka: '29',
  ga: '30',
  ld: '31',
  kl: '32',
  tn: '33',
  tamilnad: '33',
  pondicherry: '34',
  py: '34',
  andamanandnicobar: '35',
  an: '35',
  ts: '36',
  tg: '36',
  ap: '37',
  la: '38',
};

/** A state name reduced for comparison: lower case, "&" read as "and", only letters and digits kept. */
export function normaliseStateName(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z0-9]/g, '');
}

const BY_NAME: ReadonlyMap<string, string> = new Map([
  ...Object.entries(GST_STATE_CODES).map(([code, name]) => [normaliseStateName(name), code] as const),
  ...Object.entries(ALIASES),
]);

/** The GST state code of a state as written, or undefined when it is not recognised. */
export function gstStateCodeOf(name: string): string | undefined {
  return BY_NAME.get(normaliseStateName(name));
}

/** Whether two states as written are the same state (by code when both are known, else by normalised name). */
export function isSameState(a: string, b: string): boolean {
  const codeA = gstStateCodeOf(a);
  const codeB = gstStateCodeOf(b);
  if (codeA && codeB) return codeA === codeB;
  const normalA = normaliseStateName(a);
  return normalA !== '' && normalA === normaliseStateName(b);
}
