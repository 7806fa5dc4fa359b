// Public entry of @rmj/ui: small presentational pieces shared by the shell and the remotes.
// One export line per component: append yours, do not rewrite the others.
export { formatINR } from './format-inr';
export { Price } from './price';
export type { PriceProps } from './price';
export { Spinner } from './spinner';
export { ErrorBox } from './error-box';
export type { ErrorBoxProps } from './error-box';
export { ProductCard } from './product-card';
export type { ProductCardProps } from './product-card';
export { Dropdown } from './dropdown';
export type { DropdownProps } from './dropdown';
export { Pagination } from './pagination';
export type { PaginationProps } from './pagination';
export { StandaloneRoutes } from './standalone-routes';
export type { StandaloneRoute } from './standalone-routes';
export { PhotoPicture } from './photo-picture';
export type { PhotoData, PhotoPictureProps } from './photo-picture';
export {
  CANCEL_FAILED,
  CancelOrderButton,
  CREDIT_NOTE_DOWNLOAD_FAILED,
  INVOICE_DOWNLOAD_FAILED,
  InvoiceButton,
} from './order-actions';
export type { CancelOrderButtonProps, InvoiceButtonProps } from './order-actions';
export { VisuallyHidden } from './visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden';
export { PrivacyNotice } from './privacy-notice';
export type { PrivacyNoticeProps } from './privacy-notice';
export { useModalDialog } from './use-modal-dialog';
export type { ModalDialogOptions } from './use-modal-dialog';
export { formatGrams, formatPaise, indiaClock, indiaDay } from './format-paise';
export { PricingRecordNote } from './pricing-record-note';
export type { PricingRecordNoteProps } from './pricing-record-note';
export { uiWords, useUiT } from './i18n';
export type { UiKey, UiTranslate } from './i18n';
export { localDescription, localName } from './local-text';
export type { LocalText } from './local-text';
export { usePrivacyNoticeText } from './privacy-notice';
export type { PrivacyNoticeText } from './privacy-notice';
