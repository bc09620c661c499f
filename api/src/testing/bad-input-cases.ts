/**
 * The classes of bad input the api's catalogue (src/http/bad-input-catalogue.test.ts) sends to every endpoint,
 * as data: field values per class (empty, missing, oversized, markup, hidden unicode, wrong types) and whole
 * bodies per class (malformed JSON, non-object bodies, prototype keys, wrong content types, oversized bodies).
 */

/** Marks a field left out of the body. */
export const ABSENT = Symbol('absent');

/** One bad value for one field, and the message the field must be refused with. */
export interface FieldCase {
  kind: string;
  value: unknown;
  message: string;
}

/** One request of the catalogue and what it must be answered with. */
export interface CatalogueCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Raw body: text, or bytes (sent without a content type). */
  body?: string | Uint8Array;
  /** Sent as a stream: chunked, without Content-Length. */
  chunked?: boolean;
  status: number;
  /** Exactly these fields are named, with these messages. */
  fields?: Record<string, string>;
  /** The error body's message (with `fields` absent unless given). */
  message?: string;
  /** A redirect's Location. */
  location?: string;
  /** The exact JSON answered (the honeypot's ordinary success). */
  json?: unknown;
}

/**
 * Characters no single-line field takes (C0 and C1 controls, zero-width and format characters, bidi overrides and
 * isolates, lone surrogates, line and paragraph separators). Lone surrogates travel as JSON escapes (`"\ud800"`),
 * which is how JSON.stringify writes them.
 */
export const HIDDEN_CHARACTERS: readonly (readonly [string, string])[] = [
  ['NUL', '\u0000'],
  ['C0 BEL', '\u0007'],
  ['C0 ESC', '\u001b'],
  ['DEL', '\u007f'],
  ['C1 NEL', '\u0085'],
  ['C1 CSI', '\u009b'],
  ['zero-width space U+200B', '\u200b'],
  ['zero-width joiner U+200D', '\u200d'],
  ['byte-order mark U+FEFF', '\ufeff'],
  ['right-to-left override U+202E', '\u202e'],
  ['left-to-right isolate U+2066', '\u2066'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', '\udc00'],
  ['line separator U+2028', '\u2028'],
  ['paragraph separator U+2029', '\u2029'],
];

/** Ordinary in multi-line text, refused everywhere else. */
export const LINE_BREAKS: readonly (readonly [string, string])[] = [
  ['tab', '\t'],
  ['line feed', '\n'],
  ['carriage return', '\r'],
];

export const MARKUP: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '</textarea><a href="javascript:alert(1)">x',
];

/** Values of the wrong JSON type (null is listed per field: for optional form fields it means "not given"). */
export const WRONG_TYPES: readonly (readonly [string, unknown])[] = [
  ['a number', 42],
  ['an array', ['Ann']],
  ['an object', { text: 'Ann' }],
  ['a boolean', true],
];

export interface TextFieldRules {
  /** A value the field takes: hidden characters are put inside it, markup after its start. */
  valid: string;
  /** The message for empty, blank and missing values; omit for an optional field (they mean "not given"). */
  required?: string;
  /** The message for null; omit where null means "not given". */
  null?: string;
  tooLong?: { value: string; message: string };
  /** The message for markup; omit where markup is ordinary text (messages, prompts). */
  markup?: string;
  hidden: string;
  /** Tabs and line breaks are ordinary in multi-line text. */
  multiline?: boolean;
  wrongType: string;
  /** This field's own rules (formats). */
  more?: readonly FieldCase[];
}

/** Every class of bad value for one text field. */
export function textFieldCases(rules: TextFieldRules): FieldCase[] {
  const inside = (character: string) => `${rules.valid.slice(0, 2)}${character}${rules.valid.slice(2)}`;
  return [
    ...(rules.required === undefined
      ? []
      : [
          { kind: 'empty', value: '', message: rules.required },
          { kind: 'blank', value: ' \t ', message: rules.required },
          { kind: 'missing', value: ABSENT, message: rules.required },
        ]),
    ...(rules.null === undefined ? [] : [{ kind: 'null', value: null, message: rules.null }]),
    ...(rules.tooLong
      ? [
          {
            kind: `oversized (${rules.tooLong.value.length} characters)`,
            value: rules.tooLong.value,
            message: rules.tooLong.message,
          },
        ]
      : []),
    ...(rules.markup === undefined
      ? []
      : MARKUP.map((markup) => ({
          kind: `markup ${markup}`,
          value: `${rules.valid.slice(0, 2)}${markup}`,
          message: rules.markup as string,
        }))),
    ...HIDDEN_CHARACTERS.map(([name, character]) => ({ kind: name, value: inside(character), message: rules.hidden })),
    ...(rules.multiline
      ? []
      : LINE_BREAKS.map(([name, character]) => ({ kind: name, value: inside(character), message: rules.hidden }))),
    ...WRONG_TYPES.map(([name, value]) => ({ kind: name, value, message: rules.wrongType })),
    ...(rules.more ?? []),
  ];
}

/** A body with one field replaced (or left out). */
export function withField(base: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const { [field]: _replaced, ...rest } = base;
  return value === ABSENT ? rest : { ...rest, [field]: value };
}

/** JSON text of `body` with `key: value` written first, as JSON.stringify cannot write a `__proto__` key. */
export function jsonWithKey(key: string, value: unknown, body: Record<string, unknown> = {}): string {
  const rest = JSON.stringify(body).slice(1);
  return `{${JSON.stringify(key)}:${JSON.stringify(value)}${rest === '}' ? '' : ','}${rest}`;
}

export const JSON_HEADERS = { 'Content-Type': 'application/json' } as const;

/** Bodies that are not JSON at all, and the message every JSON endpoint answers them with (400). */
export const MALFORMED_JSON: readonly (readonly [string, string])[] = [
  ['an unclosed object', '{'],
  ['a cut-off body', '{"firstName": "Ann"'],
  ['single quotes', "{'firstName': 'Ann'}"],
  ['a trailing comma', '{"firstName": "Ann",}'],
  ['unquoted keys', '{firstName: "Ann"}'],
  ['undefined', 'undefined'],
  ['NaN', 'NaN'],
  ['two objects', '{"a":1}{"b":2}'],
  ['a NUL byte', '\u0000'],
  ['HTML', '<form><input name="firstName"></form>'],
];
export const MALFORMED_JSON_MESSAGE = 'Request body must be valid JSON';

export const EMPTY_BODIES: readonly (readonly [string, string])[] = [
  ['an empty body', ''],
  ['a blank body', ' \n\t '],
  ['a lone byte-order mark', '\ufeff'],
];
export const EMPTY_BODY_MESSAGE = 'Request body must be JSON, and it is empty';

/** Content types other than JSON (null: none at all), refused with 415 before the body is read. */
export const WRONG_CONTENT_TYPES: readonly (string | null)[] = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/json',
  'application/jsonp',
  'application/json-seq',
  'application/xml',
];
export const WRONG_CONTENT_TYPE_MESSAGE = 'Content-Type must be application/json';

/** JSON values that are not objects. */
export const NON_OBJECT_BODIES: readonly (readonly [string, (valid: Record<string, unknown>) => string])[] = [
  ['an empty array', () => '[]'],
  ['the valid body inside an array', (valid) => JSON.stringify([valid])],
  ['a string', () => '"Ann"'],
  ['a number', () => '42'],
  ['null', () => 'null'],
  ['a boolean', () => 'true'],
];

/** A query value as a URL writes it; lone surrogates, which encodeURIComponent refuses, as their UTF-8 form. */
export function queryValue(value: string): string {
  return Array.from(value, (character) => {
    const code = character.charCodeAt(0);
    if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(character);
  }).join('');
}

/** Sends one case as it is written: no redirects followed, streamed when asked. */
export function sendCase(baseUrl: string, request: CatalogueCase): Promise<Response> {
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, redirect: 'manual' };
  if (request.headers) init.headers = request.headers;
  if (request.body !== undefined) {
    const bytes = typeof request.body === 'string' ? new TextEncoder().encode(request.body) : request.body;
    if (request.chunked) {
      init.body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      });
      init.duplex = 'half';
    } else {
      init.body = typeof request.body === 'string' ? request.body : Buffer.from(bytes);
    }
  }
  return fetch(`${baseUrl}${request.path}`, init);
}
