/** What an anonymous tracker may see of a customer: an initial, a masked e-mail and phone, the city. */

/** 'Asha Iyer' -> 'A.' */
export function nameInitial(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return first ? `${first}.` : '';
}

/** 'asha.iyer@example.in' -> 'a***@example.in' */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.charAt(0)}***${email.slice(at)}`;
}

/** '9876543210' -> '******3210' */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length <= 4 ? '****' : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
