// The policies' section titles (POLICY_TITLES of @rmj/contracts, which the footer, the product page and
// the checkout link to) in the page's language.
import type { PolicySection } from '@rmj/contracts';
import type { WordKey } from '../../../i18n';

export const POLICY_WORDS: Record<PolicySection, WordKey> = {
  returns: 'policy.returns',
  refunds: 'policy.refunds',
  cancellation: 'policy.cancellation',
  exchange: 'policy.exchange',
  shipping: 'policy.shipping',
};
