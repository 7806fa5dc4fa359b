// @rmj/i18n: the shop's two languages. Shared as a Module Federation singleton, so the shell and
// every remote on a page read one language context and one react-intl (bundled here, never imported
// by a part directly). Adding a name is a minor release; removing one is a major release.
export {
  LANGS,
  DEFAULT_LANG,
  LANG_PREFIX,
  LANG_NAMES,
  LOCALES,
  LANG_COOKIE,
  isLang,
  langOfPath,
  pathWithoutLang,
  pathInLang,
  basenameOf,
  browserLang,
  type Lang,
} from './lang';
export { formatNumber, formatRupees, formatDate, type DateStyle } from './format';
export {
  LangProvider,
  useLang,
  createCatalogue,
  type Catalogue,
  type Messages,
  type Translation,
  type Translate,
  type MessageValues,
} from './react';
export { FormattedMessage, FormattedNumber, FormattedDate, useIntl } from 'react-intl';
