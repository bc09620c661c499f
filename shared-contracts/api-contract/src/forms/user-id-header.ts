/**
 * Requirements §7: the header that names the caller of `POST /create_phone_call`. The call dialog sends the
 * visitor's id in it; the api checks it, counts calls per id and refuses a body `userId` that differs.
 */
export const USER_ID_HEADER = 'x-user-id';
/** The site sends a UUID; other callers may use their own ids, within this alphabet, 1 to 100 characters. */
export const USER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;
export const USER_ID_REQUIRED_MESSAGE = `The ${USER_ID_HEADER} header is required`;
export const USER_ID_FORMAT_MESSAGE = `The ${USER_ID_HEADER} header must be 1 to 100 letters, digits, dots, colons, underscores or hyphens`;
export const USER_ID_MISMATCH_MESSAGE = `userId does not match the ${USER_ID_HEADER} header`;
