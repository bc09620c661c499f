/** What a form endpoint answers, in its `form` field, when the body is JSON but not an object of fields. */
export const BODY_NOT_OBJECT_MESSAGE = 'The request body must be a JSON object of form fields';
/** What a team endpoint's body rule says (memory, share links, alert settings) when the JSON is not an object. */
export const BODY_NOT_JSON_OBJECT_MESSAGE = 'The body must be a JSON object';
