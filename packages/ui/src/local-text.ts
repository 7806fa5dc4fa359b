// A piece's own name and description in the page's language: the Tamil text where the catalogue
// has one, else the English (a piece need not be translated to be sold on a Tamil page).
import type { Lang } from '@rmj/i18n';

/** What a piece may carry in both languages (`Product` of @rmj/contracts fits). */
export interface LocalText {
  name: string;
  nameTa?: string | null;
  description?: string | null;
  descriptionTa?: string | null;
}

/** `nameTa` on a Tamil page when it has one, else `name`. */
export function localName(piece: Pick<LocalText, 'name' | 'nameTa'>, lang: Lang): string {
  return (lang === 'ta' && piece.nameTa?.trim()) || piece.name;
}

/** `descriptionTa` on a Tamil page when it has one, else `description`. */
export function localDescription(
  piece: Pick<LocalText, 'description' | 'descriptionTa'>,
  lang: Lang,
): string | undefined {
  return (lang === 'ta' && piece.descriptionTa?.trim()) || piece.description || undefined;
}
