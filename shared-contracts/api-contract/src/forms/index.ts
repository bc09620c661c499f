/** Data-only entry (`@novavox/contracts-api/forms`): the form schemas the api and the forms both parse with. */

/** The text rules every free-text field follows, owned by the experiments domain. */
export {
  hasHiddenCharacter,
  hiddenCharacterMessage,
  markupMessage,
} from '@novavox/contracts-experiments/text-rules';
export {
  CONTACT_MESSAGE_MIN_LENGTH,
  type ContactFormInput,
  type ContactFormValues,
  type ContactMessage,
  type ContactModalFormInput,
  type ContactModalFormValues,
  contactFormSchema,
  contactModalFormSchema,
  parseContactForm,
  parseContactMessage,
  parseContactModalForm,
} from './contact-form-schema';
export { type FormFieldErrors, type FormParseResult, formFieldErrors } from './form-field-errors';
export {
  FIELD_LIMITS,
  fullNameOf,
  isPhoneNumber,
  joinedName,
  normalizeEmail,
  PHONE_DIGITS,
  PHONE_PATTERN,
} from './form-field-schemas';
export {
  DEFAULT_ROLE_DESCRIPTION,
  DIALOG_PHONE_PATTERN,
  isDialogPhoneFormat,
  PHONE_CALL_FAILED_MESSAGE,
  PHONE_CALLS_UNAVAILABLE_MESSAGE,
  PHONE_FORMAT_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  type PhoneCallAvailability,
  type PhoneCallRequest,
  parsePhoneCallRequest,
  phoneCallRequestSchema,
} from './phone-call-request-schema';
export { BODY_NOT_OBJECT_MESSAGE } from './request-body-messages';
export {
  SIGNUP_LINK_RESULTS,
  SIGNUP_STATUS_PATH,
  type SignupLinkResult,
  WAITLIST_CONFIRMATION_DAYS,
} from './signup-link-results';
export {
  USER_ID_FORMAT_MESSAGE,
  USER_ID_HEADER,
  USER_ID_MISMATCH_MESSAGE,
  USER_ID_PATTERN,
  USER_ID_REQUIRED_MESSAGE,
} from './user-id-header';
export { WAITLIST_CONSENT, WAITLIST_CONSENT_VERSIONS } from './waitlist-consent';
export {
  parseWaitlistForm,
  type WaitlistFormInput,
  type WaitlistFormValues,
  waitlistFormSchema,
} from './waitlist-form-schema';
