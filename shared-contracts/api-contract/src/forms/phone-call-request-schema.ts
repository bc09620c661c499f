import { hasHiddenCharacter } from '@novavox/contracts-experiments/text-rules';
import * as z from 'zod/mini';
import { formParser } from './form-field-errors';
import { optionalText, optionalVisitorIdField } from './form-field-schemas';
import { BODY_NOT_OBJECT_MESSAGE } from './request-body-messages';

/** Requirements §5, call dialog: only digits, spaces, hyphens and parentheses, with an optional leading plus. */
export const DIALOG_PHONE_PATTERN = /^\+?[\d\s()-]+$/;
export const PHONE_REQUIRED_MESSAGE = 'Please provide a phone number';
export const PHONE_FORMAT_MESSAGE = 'Invalid phone number format. Please use format: +15551234567';
/**
 * Requirements §8: what a failed call request says when it has no better message; the api answers it when the
 * voice platform refuses the call, and the call dialog shows it when an answer carries no message.
 */
export const PHONE_CALL_FAILED_MESSAGE = 'Failed to create phone call';
/**
 * Said when the server has no voice platform keys: by the api on a refused call, and by the call dialog as soon
 * as Phone Call is chosen (it asks the api first), worded for a visitor rather than an operator.
 */
export const PHONE_CALLS_UNAVAILABLE_MESSAGE =
  'Test phone calls are not available on this site yet. The web call works right here in your browser.';
/** `GET /create_phone_call`'s answer: whether the api can place a call at all (it has the voice platform's keys). */
export interface PhoneCallAvailability {
  available: boolean;
}

/**
 * The number as typed, in the dialog's format: only digits, the separators people type (space, hyphen,
 * parentheses) and an optional leading plus. Whether it is a whole, real, callable number (national formats
 * included) is the api's to say, with numbering-plan data the browser need not download.
 */
export function isDialogPhoneFormat(phoneNumber: string): boolean {
  const trimmed = phoneNumber.trim();
  // `\s` also matches a byte-order mark or a line separator: those are refused as hidden characters.
  return DIALOG_PHONE_PATTERN.test(trimmed) && !hasHiddenCharacter(trimmed) && /\d/.test(trimmed);
}

/**
 * Requirements §3: the role the assistant plays when a request gives none. The call dialog does not let visitors
 * edit it, so its web calls play it too; the api puts it into a phone call whose body has none.
 */
export const DEFAULT_ROLE_DESCRIPTION =
  'A 78-year-old grandmother living alone who takes blood pressure medication, has mild arthritis and sometimes forgets her evening medication.';

/** Body of `POST /create_phone_call` (requirements §3, phone-call request); the caller is the x-user-id header. */
export const phoneCallRequestSchema = z.object(
  {
    userId: optionalText({ label: 'userId', max: 100 }),
    interviewId: optionalText({ label: 'interviewId', max: 100 }),
    phoneNumber: z
      .string({ error: (issue) => (issue.input == null ? PHONE_REQUIRED_MESSAGE : PHONE_FORMAT_MESSAGE) })
      .check(
        z.trim(),
        z.minLength(1, { error: PHONE_REQUIRED_MESSAGE, abort: true }),
        z.refine<string>(isDialogPhoneFormat, { error: PHONE_FORMAT_MESSAGE }),
      ),
    roleDescription: optionalText({ label: 'roleDescription', max: 2000, multiline: true }),
    prompt: optionalText({ label: 'prompt', max: 4000, multiline: true }),
    interviewTitle: optionalText({ label: 'interviewTitle', max: 200 }),
    /** The sender's anonymous visitor id: the api credits what it sees to that visitor's experiments. */
    visitorId: optionalVisitorIdField(),
  },
  { error: BODY_NOT_OBJECT_MESSAGE },
);

export type PhoneCallRequest = z.output<typeof phoneCallRequestSchema>;

export const parsePhoneCallRequest = formParser<PhoneCallRequest>(phoneCallRequestSchema);
