/** An authenticator secret in groups of four ('JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP'), easier to type by hand. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}
