// Rules of the shop's settings that hold no shop details (the catalog owns the first-run values):
// the week's days and who the grievance officer is until the owner names one. Free of zod and of
// imports but the settings' types, so a page that only needs these downloads no schema.
import type { GrievanceOfficer } from './shop-settings';

/** The days of the week as schema.org names them (opening hours, JSON-LD). */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/**
 * The grievance officer until the owner names one: the shop itself, at its contact e-mail and phone
 * (settings saved before the officer existed take their own contact, not today's first values).
 */
export function defaultGrievanceOfficer(settings: {
  legalName: string;
  email: string;
  phone: string;
}): GrievanceOfficer {
  return { name: settings.legalName, email: settings.email, phone: settings.phone };
}
