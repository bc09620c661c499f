import {
  DEFAULT_ROLE_DESCRIPTION,
  isDialogPhoneFormat,
  PHONE_FORMAT_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
} from '@novavox/contracts-api/forms';

/**
 * What the call-setup dialog hands over when it is submitted (requirements §3 "Call request") and the dialog's
 * validation rules (docs/requirements.md §5), in the order listed there.
 */
export type CallType = 'web' | 'phoneVapi';

export interface CallRequest {
  type: CallType;
  payload: {
    roleDescription: string;
    /** Trimmed; present only for phone calls. */
    phoneNumber?: string;
  };
}

export const CALL_REQUEST_MESSAGES = {
  roleDescription: 'Please provide a role description',
  phoneNumber: PHONE_REQUIRED_MESSAGE,
  phoneFormat: PHONE_FORMAT_MESSAGE,
} as const;

export const PHONE_FORMAT_HINT = 'Format: +1 (123) 456-7890 or 123-456-7890';

export interface CallRequestInput {
  type: CallType;
  phoneNumber: string;
  roleDescription?: string;
  /** What an empty role falls back to; the dialog always uses the default (docs/requirements.md §3). */
  defaultRoleDescription?: string;
}

export type CallRequestResult = { ok: true; request: CallRequest } | { ok: false; error: string };

export function buildCallRequest({
  type,
  phoneNumber,
  roleDescription,
  defaultRoleDescription = DEFAULT_ROLE_DESCRIPTION,
}: CallRequestInput): CallRequestResult {
  const role = (roleDescription ?? '').trim() || defaultRoleDescription.trim();
  if (!role) return { ok: false, error: CALL_REQUEST_MESSAGES.roleDescription };
  if (type === 'web') return { ok: true, request: { type, payload: { roleDescription: role } } };
  const number = phoneNumber.trim();
  if (!number) return { ok: false, error: CALL_REQUEST_MESSAGES.phoneNumber };
  // The dialog's characters only: whether it is a whole, callable number the api says, naming the problem.
  if (!isDialogPhoneFormat(number)) return { ok: false, error: CALL_REQUEST_MESSAGES.phoneFormat };
  return { ok: true, request: { type, payload: { roleDescription: role, phoneNumber: number } } };
}
