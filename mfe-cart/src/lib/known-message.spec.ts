// The server's English texts a Tamil page recognises: each one the contracts define (so a changed
// wording is noticed here), with its values, and nothing else.
import {
  CASH_ON_DELIVERY_MESSAGES,
  cancelMessages,
  checkoutServerMessages,
  customerDetailsMessages,
  ENGRAVING_MESSAGES,
  PAN_MESSAGE,
  PAN_REQUIRED_MESSAGE,
  PAYMENT_STILL_CONFIRMING,
  PERSONALISED_NOT_RETURNABLE,
  promoHeldByOpenCheckout,
  promoUsedOnAccount,
  proofMessages,
  RETURN_MESSAGES,
  rateChangedMessage,
} from '@rmj/contracts';
import { knownMessage } from './known-message';

it('recognises every message of the contracts the cart pages show', () => {
  const texts = [
    ...Object.values(customerDetailsMessages),
    ...Object.values(checkoutServerMessages),
    PAN_MESSAGE,
    PAN_REQUIRED_MESSAGE,
    PAYMENT_STILL_CONFIRMING,
    PERSONALISED_NOT_RETURNABLE,
    CASH_ON_DELIVERY_MESSAGES.placeFailed,
    cancelMessages.tooLate,
    proofMessages.approved,
    proofMessages.changeRequested,
    proofMessages.used,
    proofMessages.expired,
    proofMessages.notFound,
    ENGRAVING_MESSAGES.empty,
    ENGRAVING_MESSAGES.font,
    ENGRAVING_MESSAGES.tooLong(12),
    RETURN_MESSAGES.kind,
    RETURN_MESSAGES.reason,
    RETURN_MESSAGES.details,
    RETURN_MESSAGES.photos,
    RETURN_MESSAGES.photoType,
    RETURN_MESSAGES.photoConsent,
    RETURN_MESSAGES.lines,
    RETURN_MESSAGES.lineUnknown,
    RETURN_MESSAGES.quantity,
    RETURN_MESSAGES.wanted,
    RETURN_MESSAGES.windowClosed(14),
    RETURN_MESSAGES.notDelivered,
    RETURN_MESSAGES.alreadyOpen,
    RETURN_MESSAGES.settingsUnread,
    RETURN_MESSAGES.photosNotYours,
    RETURN_MESSAGES.photosNotReturnPhotos,
  ];
  expect(texts.filter((text) => !knownMessage(text))).toEqual([]);
});

it('reads the values a text carries', () => {
  expect(knownMessage(promoUsedOnAccount('WELCOME500'))).toEqual({
    key: 'known.promoUsed',
    values: { code: 'WELCOME500' },
  });
  expect(knownMessage(promoHeldByOpenCheckout('WELCOME500'))?.key).toBe('known.promoHeld');
  expect(knownMessage(rateChangedMessage('gold', '₹2,00,000', '₹2,04,500'))).toEqual({
    key: 'known.rateChanged',
    values: { metal: 'gold', was: '₹2,00,000', now: '₹2,04,500' },
  });
  expect(knownMessage('Promo code "SILVER10" needs an order of at least ₹2,000 before shipping.')).toEqual({
    key: 'known.promoMinimum',
    values: { code: 'SILVER10', amount: '₹2,000' },
  });
});

it('leaves a text it does not know alone', () => {
  expect(knownMessage('The shop is closed for Pongal.')).toBeUndefined();
  expect(knownMessage('Name is required. Really.')).toBeUndefined();
});
