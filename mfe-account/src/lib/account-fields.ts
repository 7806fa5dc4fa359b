// Account field rules of spec section 5 with the spec's exact messages. One source: the shared
// contracts, also used by the identity service to validate the same fields.
export {
  accountFieldMessages as FIELD_MESSAGES,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  newPasswordSchema,
  passwordSchema,
  phoneNumberSchema,
  verificationCodeSchema,
} from '@rmj/contracts';
