/**
 * The bad-input catalogue (issue 17): every endpoint, every field × every class of bad input, built as data.
 * Each case asserts the status, exactly the fields named with their messages (written out here, not taken from
 * the code), and that nothing was stored in any table the endpoint writes. The messages are the rules the site's
 * forms show; a case fails if a value gets through, if the wrong field is named, or if anything is stored.
 */
import { createHmac } from 'node:crypto';
import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { samplePhoneCall } from '@novavox/contracts-api/testing';
import { bucketedVariant, catalogWeights } from '@novavox/contracts-experiments';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LinkPurpose, signLink } from '../signup/link-tokens';
import {
  ABSENT,
  type CatalogueCase,
  EMPTY_BODIES,
  EMPTY_BODY_MESSAGE,
  type FieldCase,
  HIDDEN_CHARACTERS,
  JSON_HEADERS,
  jsonWithKey,
  MALFORMED_JSON,
  MALFORMED_JSON_MESSAGE,
  MARKUP,
  NON_OBJECT_BODIES,
  queryValue,
  sendCase,
  textFieldCases,
  WRONG_CONTENT_TYPE_MESSAGE,
  WRONG_CONTENT_TYPES,
  withField,
} from '../testing/bad-input-cases';
import { signedVisitor } from '../testing/signed-visitors';
import { postJson, rowCount, type TestServer, useTestServer } from '../testing/start-test-server';

type Table = Parameters<typeof rowCount>[1];

const hidden = (label: string) => `${label} must not contain control, invisible or direction-changing characters`;
const noMarkup = (label: string) => `${label} must not contain HTML`;
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
const BODY_NOT_OBJECT = 'The request body must be a JSON object of form fields';
const INVALID_EMAIL = 'Invalid email format';
const INVALID_PHONE = 'Invalid phone format';
const INVALID_FORM = 'Please correct the highlighted fields.';

/** Enough room that the catalogue's own requests never meet a rate limit. */
const UNLIMITED = { FORM_RATE_LIMIT_PER_MINUTE: '1000000', EVENTS_RATE_LIMIT_PER_MINUTE: '1000000' };

async function expectCase(server: TestServer, request: CatalogueCase, tables: readonly Table[]): Promise<void> {
  const response = await sendCase(server.url, request);
  expect(response.status).toBe(request.status);
  if (request.location !== undefined) {
    expect(response.headers.get('location')).toBe(request.location);
  } else {
    const body = (await response.json()) as { message?: string; fields?: Record<string, string> };
    if (request.json !== undefined) expect(body).toEqual(request.json);
    if (request.fields !== undefined) expect(body.fields).toEqual(request.fields);
    else if (request.json === undefined) expect(body.fields).toBeUndefined();
    if (request.message !== undefined) expect(body.message).toBe(request.message);
  }
  for (const table of tables) expect(await rowCount(server.db, table), `rows in ${table}`).toBe(0);
  // A `__proto__` key must stay a key: the server runs in this process, so pollution would show here.
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(Object.prototype).not.toHaveProperty('firstName');
}

/**
 * One case per bad value of each field of a JSON body, with exactly that field named. `message` is the error
 * body's message: the endpoint's own, or (`'field'`) the field's, as the phone-call client shows it.
 */
function fieldCases(
  path: string,
  base: Record<string, unknown>,
  fields: Record<string, readonly FieldCase[]>,
  options: { message: string; headers?: Record<string, string> },
): CatalogueCase[] {
  return Object.entries(fields).flatMap(([field, cases]) =>
    cases.map((bad) => ({
      name: `${field}: ${bad.kind}`,
      method: 'POST' as const,
      path,
      headers: { ...JSON_HEADERS, ...options.headers },
      body: JSON.stringify(withField(base, field, bad.value)),
      status: 422,
      fields: { [field]: bad.message },
      message: options.message === 'field' ? bad.message : options.message,
    })),
  );
}

/** The body-level classes every JSON endpoint shares. */
function bodyCases(
  path: string,
  valid: Record<string, unknown>,
  options: {
    maxKb: number;
    /** The fields named for a JSON body that is not an object. */
    notObject: Record<string, string>;
    prototypeKeys: readonly { kind: string; body: string; fields: Record<string, string> }[];
    /** The error body's message for a 422 naming these fields. */
    refusal: (fields: Record<string, string>) => string;
    headers?: Record<string, string>;
  },
): CatalogueCase[] {
  const post = (name: string, body: string | Uint8Array, rest: Partial<CatalogueCase> & { status: number }) => ({
    name,
    method: 'POST' as const,
    path,
    headers: { ...JSON_HEADERS, ...options.headers },
    body,
    ...rest,
  });
  const oversized = JSON.stringify({ ...valid, padding: 'x'.repeat(options.maxKb * 1024) });
  const tooLarge = { status: 413, message: `Request body must be at most ${options.maxKb} KB` };
  return [
    ...NON_OBJECT_BODIES.map(([kind, body]) =>
      post(`non-object body: ${kind}`, body(valid), {
        status: 422,
        fields: options.notObject,
        message: options.refusal(options.notObject),
      }),
    ),
    ...MALFORMED_JSON.map(([kind, body]) =>
      post(`malformed JSON: ${kind}`, body, { status: 400, message: MALFORMED_JSON_MESSAGE }),
    ),
    ...EMPTY_BODIES.map(([kind, body]) => post(`empty: ${kind}`, body, { status: 400, message: EMPTY_BODY_MESSAGE })),
    ...WRONG_CONTENT_TYPES.map((type) =>
      type === null
        ? post('content type: none', new TextEncoder().encode(JSON.stringify(valid)), {
            headers: { ...options.headers },
            status: 415,
            message: WRONG_CONTENT_TYPE_MESSAGE,
          })
        : post(`content type: ${type}`, JSON.stringify(valid), {
            headers: { ...options.headers, 'Content-Type': type },
            status: 415,
            message: WRONG_CONTENT_TYPE_MESSAGE,
          }),
    ),
    post(`oversized body: ${options.maxKb} KB of padding`, oversized, tooLarge),
    post(`oversized body: ${options.maxKb} KB of padding, chunked without a length`, oversized, {
      ...tooLarge,
      chunked: true,
    }),
    post('oversized body: 1 MB', JSON.stringify({ ...valid, padding: 'x'.repeat(1024 * 1024) }), tooLarge),
    ...options.prototypeKeys.map(({ kind, body, fields }) =>
      post(`prototype key: ${kind}`, body, { status: 422, fields, message: options.refusal(fields) }),
    ),
  ];
}

/** Prototype keys: fields hidden under `__proto__` or `constructor` are not fields, and pollute nothing. */
function prototypeKeyCases(
  valid: Record<string, unknown>,
  required: Record<string, string>,
  firstField: string,
  notTextMessage: string,
) {
  const withoutFirst = withField(valid, firstField, ABSENT);
  return [
    { kind: '__proto__ holding the whole form', body: jsonWithKey('__proto__', valid), fields: required },
    { kind: 'constructor holding the whole form', body: jsonWithKey('constructor', valid), fields: required },
    {
      kind: 'constructor.prototype holding the whole form',
      body: jsonWithKey('constructor', { prototype: valid }),
      fields: required,
    },
    {
      kind: `__proto__ holding ${firstField}`,
      body: jsonWithKey('__proto__', { [firstField]: valid[firstField], polluted: 'yes' }, withoutFirst),
      fields: { [firstField]: required[firstField] as string },
    },
    {
      kind: `${firstField} as an object with a __proto__ key`,
      body: JSON.stringify(withoutFirst).replace(/^\{/, `{"${firstField}":{"__proto__":{"polluted":"yes"}},`),
      fields: { [firstField]: notTextMessage },
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The forms

const nameRules = (label: string) => ({
  valid: 'Annabel',
  required: `${label} is required`,
  null: `${label} is required`,
  tooLong: { value: 'a'.repeat(101), message: tooLong(label, 100) },
  markup: noMarkup(label),
  hidden: hidden(label),
  wrongType: `${label} must be text`,
  more: [
    { kind: 'digits only', value: '12345', message: `${label} must contain a letter` },
    { kind: 'punctuation only', value: '---', message: `${label} must contain a letter` },
    { kind: 'zero-width spaces only', value: '\u200b\u200b', message: hidden(label) },
    { kind: 'lone surrogates only', value: '\udc00\ud800', message: hidden(label) },
  ],
});

const emailCases = textFieldCases({
  valid: 'annabel@example.com',
  required: 'Email is required',
  null: 'Email is required',
  tooLong: { value: `${'a'.repeat(64)}@${'b'.repeat(186)}.com`, message: 'Email must be at most 254 characters' },
  markup: INVALID_EMAIL,
  hidden: hidden('Email'),
  wrongType: 'Email must be text',
  more: [
    '<script>alert(1)</script>@x.co',
    'ann<b>@example.com',
    'a..b@c.com',
    '.a@b.com',
    'a.@b.com',
    'a@-b.com',
    'a@b-.com',
    'a@b..com',
    'a@b',
    'a b@c.com',
    '"a"@b.com',
    'a@[127.0.0.1]',
    'Ann <ann@example.com>',
    'ann@@example.com',
    'ann@exa_mple.com',
    'ännä@example.com',
    '@example.com',
    'ann@',
  ].map((value) => ({ kind: `format ${value}`, value, message: INVALID_EMAIL })),
});

const phoneFormats = [
  '((((((((',
  '-------',
  '123456',
  '1234567890123456',
  '+1 555 CALL NOW',
  '++1 555 123 4567',
  '+1 (555) 123-4567 ext 8',
  '１２３４５６７',
  '5551234567;DROP TABLE',
].map((value) => ({ kind: `format ${value}`, value, message: INVALID_PHONE }));

const phoneRules = {
  valid: '+1 555 123 4567',
  tooLong: { value: '+1 555 123 4567 89 0 1 2 3', message: INVALID_PHONE },
  markup: INVALID_PHONE,
  hidden: INVALID_PHONE,
  wrongType: 'Phone number must be text',
  more: phoneFormats,
};

const optionalLabelRules = (label: string, max: number) => ({
  valid: 'From a friend',
  tooLong: { value: 'a'.repeat(max + 1), message: tooLong(label, max) },
  markup: noMarkup(label),
  hidden: hidden(label),
  wrongType: `${label} must be text`,
});

/**
 * The cases of one of the site's forms (waitlist, contact): each field's bad values, refused with the form's
 * message, then the body-level classes (up to 16 KB; a prototype key leaves every required field missing).
 */
function siteFormCases(
  path: string,
  valid: Record<string, unknown>,
  required: Record<string, string>,
  fields: Record<string, readonly FieldCase[]>,
): CatalogueCase[] {
  return [
    ...fieldCases(path, valid, fields, { message: INVALID_FORM }),
    ...bodyCases(path, valid, {
      maxKb: 16,
      notObject: { form: BODY_NOT_OBJECT },
      refusal: () => INVALID_FORM,
      prototypeKeys: prototypeKeyCases(valid, required, 'firstName', 'First name must be text'),
    }),
  ];
}

/** The person both forms ask for, with the same rules on both. */
const validPerson = {
  firstName: 'Annabel',
  lastName: 'Lee',
  email: 'annabel@example.com',
  phone: '+1 555 123 4567',
};
const personRequired = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
};
const personFieldCases = {
  firstName: textFieldCases(nameRules('First name')),
  lastName: textFieldCases(nameRules('Last name')),
  email: emailCases,
};

const validWaitlist = {
  ...validPerson,
  interest: 'For my mother',
  receiveUpdates: true,
  source: 'facebook',
  name: 'Annabel Lee',
  consentVersion: WAITLIST_CONSENT.version,
};
const consentMessage = `consentVersion must be one of ${WAITLIST_CONSENT.version}`;
const waitlistRequired = { ...personRequired, consentVersion: consentMessage };

const notTrueOrFalse = 'Receive updates must be true or false';

const waitlistCases: CatalogueCase[] = [
  ...siteFormCases('/forms/waitlist', validWaitlist, waitlistRequired, {
    ...personFieldCases,
    phone: textFieldCases(phoneRules),
    interest: textFieldCases(optionalLabelRules('Interest', 200)),
    source: textFieldCases(optionalLabelRules('Source', 200)),
    name: textFieldCases(optionalLabelRules('Name', 201)),
    receiveUpdates: ['yes', 'true', 1, 0, null, [], {}].map((value) => ({
      kind: JSON.stringify(value),
      value,
      message: notTrueOrFalse,
    })),
    consentVersion: [
      ABSENT,
      '',
      'v1',
      '2000-01-01',
      `${WAITLIST_CONSENT.version}<script>`,
      `${WAITLIST_CONSENT.version}\u200b`,
      42,
      null,
      [WAITLIST_CONSENT.version],
    ].map((value) => ({
      kind: value === ABSENT ? 'missing' : JSON.stringify(value),
      value,
      message: consentMessage,
    })),
  }),
  // The honeypot: a filled-in `website` gets the ordinary answer, and nothing is stored or mailed.
  ...['https://spam.example', 'x', 42, true].map((website) => ({
    name: `honeypot website = ${JSON.stringify(website)}`,
    method: 'POST' as const,
    path: '/forms/waitlist',
    headers: JSON_HEADERS,
    body: JSON.stringify({ ...validWaitlist, website }),
    status: 201,
    json: { ok: true },
  })),
];

const validContact = {
  ...validPerson,
  message: 'Hello, I would like to know more about the daily calls.',
  name: 'Annabel Lee',
};
const contactRequired = {
  ...personRequired,
  phone: 'Phone number is required',
  message: 'Message is required',
};

const contactCases: CatalogueCase[] = [
  ...siteFormCases('/forms/contact', validContact, contactRequired, {
    ...personFieldCases,
    phone: textFieldCases({
      ...phoneRules,
      required: 'Phone number is required',
      null: 'Phone number is required',
    }),
    message: textFieldCases({
      valid: validContact.message,
      required: 'Message is required',
      null: 'Message is required',
      tooLong: { value: 'a'.repeat(5001), message: tooLong('Message', 5000) },
      hidden: hidden('Message'),
      multiline: true,
      wrongType: 'Message must be text',
      more: [
        { kind: 'nine characters', value: 'Too short', message: 'Message should be at least 10 characters' },
        { kind: 'short once trimmed', value: '   short    ', message: 'Message should be at least 10 characters' },
      ],
    }),
    name: textFieldCases(optionalLabelRules('Name', 201)),
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// POST /events

const PAGE_PATH = 'page_path must be a path on this site, starting with /';
const VISITOR_ID = 'visitor_id must be 1 to 64 letters, digits, dots, colons, underscores or hyphens';
const INVALID_BATCH = 'The event batch is not valid.';
const EVENT_NAME =
  'name must be experiment_impression, experiment_conversion, page_view, form_submission or demo_call_started';

const pageView = {
  name: 'page_view',
  page_path: '/novavox-family',
  page_title: 'NovaVox for families',
  visitor_id: 'v-1',
};
/** A visitor the hash puts in cta_button_color's B, so that the valid impression is one the api accepts. */
const armBVisitor = Array.from({ length: 100 }, (_, n) => `v-${n}`).find(
  (id) => bucketedVariant('cta_button_color', catalogWeights('cta_button_color'), id) === 'B',
) as string;
const impression = {
  name: 'experiment_impression',
  experiment_id: 'cta_button_color',
  variant_id: 'B',
  event_category: 'ab_test',
  event_label: 'Blue',
  // Signed as the api signs the ids it issues: it counts impressions of no other.
  visitor_id: signedVisitor(armBVisitor),
  page_path: '/',
  // Within the clock window the api trusts.
  occurred_at: Date.now() - 60_000,
};
const formSubmission = {
  name: 'form_submission',
  form: 'waitlist',
  source: 'facebook',
  visitor_id: 'v-1',
  page_path: '/',
};

/**
 * Text rules of an event field. A required field refuses empty, blank and missing values; an optional one may be
 * left out, but when sent it must hold text (only page_title may be empty).
 */
const eventText = (field: string, valid: string, max: number, presence: 'required' | 'optional' | 'may be empty') => [
  ...textFieldCases({
    valid,
    ...(presence === 'required' ? { required: `${field} is required` } : {}),
    null: `${field} must be text`,
    tooLong: { value: `${valid.slice(0, 1)}${'a'.repeat(max)}`, message: tooLong(field, max) },
    markup: noMarkup(field),
    hidden: hidden(field),
    wrongType: `${field} must be text`,
  }),
  ...(presence === 'optional'
    ? [
        { kind: 'empty', value: '', message: `${field} is required` },
        { kind: 'blank', value: ' \t ', message: `${field} is required` },
      ]
    : []),
];

const pagePathCases = (required: boolean) => [
  ...eventText('page_path', '/novavox-family', 512, required ? 'required' : 'optional'),
  ...[
    'javascript:alert(1)',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'novavox-family',
    '/a b',
    'data:text/html,hi',
  ].map((value) => ({ kind: `not a site path ${value}`, value, message: PAGE_PATH })),
];

const visitorIdCases: FieldCase[] = [
  { kind: 'empty', value: '', message: VISITOR_ID },
  { kind: 'oversized (65 characters)', value: 'v'.repeat(65), message: VISITOR_ID },
  ...MARKUP.map((markup) => ({ kind: `markup ${markup}`, value: markup, message: VISITOR_ID })),
  ...HIDDEN_CHARACTERS.map(([name, character]) => ({ kind: name, value: `v-${character}1`, message: VISITOR_ID })),
  { kind: 'a space', value: 'v 1', message: VISITOR_ID },
  { kind: 'a letter outside ASCII', value: 'vé', message: VISITOR_ID },
  { kind: 'a slash', value: '../v', message: VISITOR_ID },
  ...[42, ['v-1'], { id: 'v-1' }, true, null].map((value) => ({
    kind: `type ${JSON.stringify(value)}`,
    value,
    message: 'visitor_id must be text',
  })),
];

/** Each event is sent second in a batch after a valid page view: a batch is stored whole or not at all. */
function eventCases(event: Record<string, unknown>, fields: Record<string, readonly FieldCase[]>): CatalogueCase[] {
  return Object.entries(fields).flatMap(([field, cases]) =>
    cases.map((bad) => ({
      name: `${event.name} ${field}: ${bad.kind}`,
      method: 'POST' as const,
      path: '/events',
      headers: JSON_HEADERS,
      body: JSON.stringify({ events: [pageView, withField(event, field, bad.value)] }),
      status: 422,
      fields: { [`events.1.${field}`]: bad.message },
      message: INVALID_BATCH,
    })),
  );
}

const batch = (name: string, body: string, fields: Record<string, string>): CatalogueCase => ({
  name,
  method: 'POST',
  path: '/events',
  headers: JSON_HEADERS,
  body,
  status: 422,
  fields,
  message: INVALID_BATCH,
});

const eventsCases: CatalogueCase[] = [
  ...eventCases(pageView, {
    page_path: pagePathCases(true),
    page_title: eventText('page_title', 'NovaVox for families', 300, 'may be empty'),
    visitor_id: visitorIdCases,
  }),
  ...eventCases(impression, {
    experiment_id: [
      ...eventText('experiment_id', 'cta_button_color', 64, 'required'),
      { kind: 'capitals', value: 'CTA', message: 'experiment_id must be lower-case letters, digits and underscores' },
      { kind: 'not in the catalog', value: 'no_such_test', message: 'Unknown experiment no_such_test' },
    ],
    variant_id: [
      ...['', 'b', 'AB', '<', 'B\u200b', 'B\u0000', '\ud800'].map((value) => ({
        kind: JSON.stringify(value),
        value,
        message: 'variant_id must be a variant letter (one capital letter)',
      })),
      { kind: 'missing', value: ABSENT, message: 'variant_id must be text' },
      { kind: 'a number', value: 2, message: 'variant_id must be text' },
      { kind: 'not in the experiment', value: 'E', message: 'cta_button_color has no variant E' },
    ],
    event_category: eventText('event_category', 'ab_test', 64, 'optional'),
    event_label: eventText('event_label', 'Blue', 200, 'optional'),
    page_path: pagePathCases(false),
    occurred_at: ['2026-01-01', 1.5, null, '1700000000000', [1]].map((value) => ({
      kind: JSON.stringify(value),
      value,
      message: 'occurred_at must be epoch milliseconds',
    })),
  }),
  ...eventCases(formSubmission, {
    form: [ABSENT, '', 'newsletter', 'WAITLIST', '<script>', 42, null].map((value) => ({
      kind: value === ABSENT ? 'missing' : JSON.stringify(value),
      value,
      message: 'form must be waitlist, contact or signup',
    })),
    source: eventText('source', 'facebook', 200, 'optional'),
  }),
  ...eventCases(pageView, {
    name: [ABSENT, '', 'purchase', 'PAGE_VIEW', '<script>', 42, null].map((value) => ({
      kind: value === ABSENT ? 'missing' : JSON.stringify(value),
      value,
      message: EVENT_NAME,
    })),
  }),
  batch('events missing', '{}', { events: 'events must be a list' }),
  batch('events as a string', '{"events":"page_view"}', { events: 'events must be a list' }),
  batch('events as an object', JSON.stringify({ events: pageView }), { events: 'events must be a list' }),
  batch('events null', '{"events":null}', { events: 'events must be a list' }),
  batch('no events', '{"events":[]}', { events: 'events must hold at least one event' }),
  batch('51 events', JSON.stringify({ events: Array.from({ length: 51 }, () => pageView) }), {
    events: 'events must hold at most 50 events',
  }),
  ...[5, 'page_view', null, [pageView], true].map((event) =>
    batch(`an event that is ${JSON.stringify(event)}`, JSON.stringify({ events: [pageView, event] }), {
      'events.1': 'Each event must be a JSON object',
    }),
  ),
  ...bodyCases(
    '/events',
    { events: [pageView] },
    {
      maxKb: 64,
      notObject: { events: 'The request body must be a JSON object with an events list' },
      refusal: () => INVALID_BATCH,
      prototypeKeys: [
        {
          kind: '__proto__ holding the events',
          body: jsonWithKey('__proto__', { events: [pageView] }),
          fields: { events: 'events must be a list' },
        },
        {
          kind: 'constructor holding the events',
          body: jsonWithKey('constructor', { events: [pageView] }),
          fields: { events: 'events must be a list' },
        },
        {
          kind: 'an event under __proto__',
          body: `{"events":[${jsonWithKey('__proto__', pageView)}]}`,
          fields: { 'events.0.name': EVENT_NAME },
        },
        {
          kind: 'page_path under __proto__',
          body: `{"events":[${jsonWithKey('__proto__', { page_path: '/', polluted: 'yes' }, withField(pageView, 'page_path', ABSENT))}]}`,
          fields: { 'events.0.page_path': 'page_path is required' },
        },
      ],
    },
  ),
];

// ---------------------------------------------------------------------------------------------------------------
// POST /create_phone_call

const PHONE_REQUIRED = 'Please provide a phone number';
const PHONE_FORMAT = 'Invalid phone number format. Please use format: +15551234567';
const TOO_LONG_MESSAGE = 'This phone number is too long. Please check it for extra digits.';
const UNKNOWN_COUNTRY_CODE_MESSAGE =
  'This phone number does not start with a country code we know. Please check the digits after the +.';
const areaCodeMessage = (code: string) => `${code} is not a valid area code. Please check the number.`;
const tooShortMessage = (_home: 'US') =>
  'This phone number is too short. Please enter the whole number with its area code, for example (201) 555-0123.';
const USER_ID_RULE = 'The x-user-id header must be 1 to 100 letters, digits, dots, colons, underscores or hyphens';
const CALLER = { 'x-user-id': 'caregiver-1' };
const validCall = samplePhoneCall;

const callText = (field: string, max: number, multiline: boolean, valid: string) =>
  textFieldCases({
    valid,
    tooLong: { value: 'a'.repeat(max + 1), message: tooLong(field, max) },
    ...(multiline ? { multiline: true } : { markup: noMarkup(field) }),
    hidden: hidden(field),
    wrongType: `${field} must be text`,
  });

const phoneCallFieldCases = fieldCases(
  '/create_phone_call',
  validCall,
  {
    phoneNumber: textFieldCases({
      valid: '+1 (201) 555-0123',
      required: PHONE_REQUIRED,
      null: PHONE_REQUIRED,
      tooLong: { value: `+${'1'.repeat(16)}`, message: TOO_LONG_MESSAGE },
      markup: PHONE_FORMAT,
      hidden: PHONE_FORMAT,
      wrongType: PHONE_FORMAT,
      more: [
        ...['call me', '((((((((', '+1 555 123 4567 ext 2', '+1.555.123.4567'].map((value) => ({
          kind: `format ${value}`,
          value,
          message: PHONE_FORMAT,
        })),
        // In the dialog's format, but not a number that can be rung: the api names the actual problem.
        { kind: 'an unassigned area code', value: '5551234567', message: areaCodeMessage('555') },
        { kind: 'no such country code', value: '+0 555 123 4567', message: UNKNOWN_COUNTRY_CODE_MESSAGE },
        { kind: 'too short', value: '+1 555', message: tooShortMessage('US') },
      ],
    }),
    userId: callText('userId', 100, false, 'caregiver-1'),
    interviewId: callText('interviewId', 100, false, 'interview-9'),
    roleDescription: callText('roleDescription', 2000, true, validCall.roleDescription),
    prompt: callText('prompt', 4000, true, validCall.prompt),
    interviewTitle: callText('interviewTitle', 200, false, validCall.interviewTitle),
  },
  { headers: CALLER, message: 'field' },
);

const userIdHeader = (name: string, headers: Record<string, string>, status: number, message: string) => ({
  name: `x-user-id: ${name}`,
  method: 'POST' as const,
  path: '/create_phone_call',
  headers: { ...JSON_HEADERS, ...headers },
  body: JSON.stringify(validCall),
  status,
  message,
});

const phoneCallCases: CatalogueCase[] = [
  ...phoneCallFieldCases,
  userIdHeader('missing', {}, 401, 'The x-user-id header is required'),
  userIdHeader('blank', { 'x-user-id': '   ' }, 401, 'The x-user-id header is required'),
  ...[
    ['spaces', 'care giver'],
    ['a tab', 'care\tgiver'],
    ['markup', '<script>alert(1)</script>'],
    ['101 characters', 'u'.repeat(101)],
    ['a leading hyphen', '-caregiver'],
    ['a path', '../caregiver'],
    ['a semicolon', 'caregiver;1'],
    ['a quote', 'caregiver"1'],
    ['a Latin-1 letter', 'caregivér'],
  ].map(([name, value]) => userIdHeader(name as string, { 'x-user-id': value as string }, 400, USER_ID_RULE)),
  userIdHeader(
    'differs from the body’s userId',
    { 'x-user-id': 'caregiver-2' },
    403,
    'userId does not match the x-user-id header',
  ),
  ...bodyCases('/create_phone_call', validCall, {
    maxKb: 16,
    headers: CALLER,
    notObject: { form: BODY_NOT_OBJECT },
    // The phone-call client shows the first field's message.
    refusal: (fields) => Object.values(fields)[0] ?? '',
    prototypeKeys: prototypeKeyCases(validCall, { phoneNumber: PHONE_REQUIRED }, 'phoneNumber', PHONE_FORMAT),
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// GET /analytics/ab-stats

const ADMIN_TOKEN = 'catalogue-admin-token-0123456789';
const DATE_RULE = (field: string) => `${field} must be today, yesterday, NdaysAgo or YYYY-MM-DD`;
const badDates: readonly (readonly [string, string])[] = [
  ...[
    'tomorrow',
    'lastweek',
    'TODAY',
    'Today',
    '2026-13-01',
    '2026-02-30',
    '2026-1-1',
    '26-01-01',
    '2026/01/01',
    '2026-01-01T00:00:00Z',
    '3651daysAgo',
    '-1daysAgo',
    '1.5daysAgo',
    '99999daysAgo',
    'daysAgo',
    'javascript:alert(1)',
    '{"$gt":""}',
    '__proto__',
    'constructor',
    "today' OR '1'='1",
  ].map((value) => [`format ${value}`, value] as const),
  ['oversized (5000 characters)', 'a'.repeat(5000)],
  ['oversized days (4000 digits)', `${'1'.repeat(4000)}daysAgo`],
  ...MARKUP.map((markup) => [`markup ${markup}`, markup] as const),
  ['markup after a date', 'today<b>'],
  ...HIDDEN_CHARACTERS.map(([name, character]) => [name, `to${character}day`] as const),
];

const abStatsCases: CatalogueCase[] = [
  ...['startDate', 'endDate'].flatMap((field) =>
    badDates.map(([kind, value]) => ({
      name: `${field}: ${kind}`,
      method: 'GET' as const,
      path: `/analytics/ab-stats?${field}=${queryValue(value)}`,
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      status: 400,
      fields: { [field]: DATE_RULE(field) },
      message: DATE_RULE(field),
    })),
  ),
  {
    name: 'startDate after endDate',
    method: 'GET',
    path: '/analytics/ab-stats?startDate=today&endDate=7daysAgo',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    status: 400,
    fields: { startDate: 'startDate must not be after endDate' },
    message: 'startDate must not be after endDate',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// The links in waitlist e-mails

const LINK_SECRET = 'catalogue-link-signing-secret-0123456789abcdef';
const SITE = 'https://site.example';
const statusPage = (result: string) => `${SITE}/signup/status?result=${result}`;
const IN_14_DAYS = () => Math.floor(Date.now() / 1000) + 14 * 24 * 3600;

/** A token with a valid signature over any payload, as only the holder of the secret could make. */
function signedPayload(payload: unknown): string {
  const encoded = Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${createHmac('sha256', LINK_SECRET).update(encoded).digest('base64url')}`;
}

const malformedTokens: readonly (readonly [string, string | undefined])[] = [
  ['missing', undefined],
  ['empty', ''],
  ['no dot', 'abc'],
  ['a bad signature', 'eyJwIjoiY29uZmlybSJ9.c2lnbmF0dXJl'],
  ['three parts', 'a.b.c'],
  ['markup', '<script>alert(1)</script>'],
  ['oversized (8000 characters)', `${'a'.repeat(8000)}.${'b'.repeat(43)}`],
  ...HIDDEN_CHARACTERS.filter((_, index) => index % 3 === 0).map(
    ([name, character]) => [name, `eyJwIjoiY29uZmlybSJ9${character}.c2lnbmF0dXJl`] as const,
  ),
];

interface LinkTargets {
  pending: { id: number; confirmNonce: string; deleteNonce: string };
  change: { id: number; nonce: string };
}

/** Tokens signed with the right secret that still must not work: wrong purpose, nonce, id, shape or time. */
const forgedTokens: readonly (readonly [
  string,
  (purpose: LinkPurpose, target: { id: number; nonce: string }) => string,
  'invalid' | 'expired',
])[] = [
  [
    'the right row and nonce, another purpose',
    (purpose, target) =>
      signLink(
        { ...target, purpose: purpose === 'confirm' ? 'delete' : 'confirm', expiresAt: IN_14_DAYS() },
        LINK_SECRET,
      ),
    'invalid',
  ],
  [
    'the right row, a wrong nonce',
    (purpose, target) => signLink({ ...target, purpose, nonce: 'wrong-nonce', expiresAt: IN_14_DAYS() }, LINK_SECRET),
    'invalid',
  ],
  [
    'an unknown row',
    (purpose, target) => signLink({ ...target, purpose, id: 999_999, expiresAt: IN_14_DAYS() }, LINK_SECRET),
    'invalid',
  ],
  [
    'the right claims signed with another secret',
    (purpose, target) => signLink({ ...target, purpose, expiresAt: IN_14_DAYS() }, `${LINK_SECRET}-other`),
    'invalid',
  ],
  ['a signed payload that is not JSON', () => signedPayload('not json'), 'invalid'],
  [
    'a signed id that is text',
    (purpose, target) => signedPayload({ p: purpose, i: String(target.id), n: target.nonce, e: IN_14_DAYS() }),
    'invalid',
  ],
  [
    'signed claims under __proto__',
    (purpose, target) =>
      signedPayload(jsonWithKey('__proto__', { p: purpose, i: target.id, n: target.nonce, e: IN_14_DAYS() })),
    'invalid',
  ],
  [
    'the right row and nonce, expired',
    (purpose, target) => signLink({ ...target, purpose, expiresAt: Math.floor(Date.now() / 1000) - 60 }, LINK_SECRET),
    'expired',
  ],
];

/** The real rows the forged tokens aim at; they exist once the server has taken the seeding sign-ups. */
interface LinkTargets {
  pending: { id: number; confirmNonce: string; deleteNonce: string };
  change: { id: number; nonce: string };
}

interface LinkCase {
  name: string;
  build(targets: LinkTargets): CatalogueCase;
}

const linkRoutes: readonly {
  label: string;
  purpose: LinkPurpose;
  request: (token: string | undefined) => Pick<CatalogueCase, 'method' | 'path' | 'headers' | 'body'>;
}[] = [
  ...(['confirm', 'change', 'delete'] as const).map((purpose) => ({
    label: `GET /waitlist/${purpose}`,
    purpose,
    request: (token: string | undefined) => ({
      method: 'GET' as const,
      path: `/waitlist/${purpose}${token === undefined ? '' : `?token=${queryValue(token)}`}`,
    }),
  })),
  ...(['confirm', 'change', 'delete'] as const).map((purpose) => ({
    label: `POST /waitlist/${purpose}`,
    purpose,
    request: (token: string | undefined) => ({
      method: 'POST' as const,
      path: `/waitlist/${purpose}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: token === undefined ? 'nottoken=x' : `token=${queryValue(token)}`,
    }),
  })),
];

function linkTarget(purpose: LinkPurpose, { pending, change }: LinkTargets) {
  if (purpose === 'change') return change;
  return { id: pending.id, nonce: purpose === 'confirm' ? pending.confirmNonce : pending.deleteNonce };
}

const linkCases: LinkCase[] = [
  ...linkRoutes.flatMap((route) => [
    ...malformedTokens.map(([kind, token]) => ({
      name: `${route.label}: token ${kind}`,
      build: () => ({ ...route.request(token), name: kind, status: 303, location: statusPage('invalid') }),
    })),
    ...forgedTokens.map(([kind, token, result]) => ({
      name: `${route.label}: token with ${kind}`,
      build: (targets: LinkTargets) => ({
        ...route.request(token(route.purpose, linkTarget(route.purpose, targets))),
        name: kind,
        status: 303,
        location: statusPage(result),
      }),
    })),
  ]),
  {
    // The deletion form is read as a form: a working token sent as JSON deletes nothing.
    name: 'POST /waitlist/delete: a working token sent as JSON',
    build: (targets) => ({
      name: 'a working token sent as JSON',
      method: 'POST',
      path: '/waitlist/delete',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        token: signLink({ ...linkTarget('delete', targets), purpose: 'delete', expiresAt: IN_14_DAYS() }, LINK_SECRET),
      }),
      status: 303,
      location: statusPage('invalid'),
    }),
  },
];

// ---------------------------------------------------------------------------------------------------------------

const WAITLIST_TABLES: readonly Table[] = ['waitlist_signups', 'mail_outbox', 'waitlist_changes'];
const EVENT_TABLES: readonly Table[] = [
  'analytics_events',
  'experiment_exposures',
  'experiment_daily_views',
  'experiment_daily_conversions',
  'page_views_daily',
];

describe('the bad-input catalogue', () => {
  it('holds at least 250 cases across every endpoint', () => {
    const counts = {
      waitlist: waitlistCases.length,
      contact: contactCases.length,
      events: eventsCases.length,
      phoneCalls: phoneCallCases.length,
      abStats: abStatsCases.length,
      links: linkCases.length,
    };
    for (const count of Object.values(counts)) expect(count).toBeGreaterThan(20);
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(250);
  });
});

describe.each([
  ['POST /forms/waitlist refuses bad input and stores nothing', waitlistCases, WAITLIST_TABLES, UNLIMITED],
  ['POST /forms/contact refuses bad input and stores nothing', contactCases, ['contact_messages'], UNLIMITED],
  ['POST /events refuses bad input and stores nothing', eventsCases, EVENT_TABLES, UNLIMITED],
  ['GET /analytics/ab-stats refuses bad dates', abStatsCases, EVENT_TABLES, { ADMIN_TOKEN }],
] as const)('%s', (_title, cases, tables, env) => {
  const api = useTestServer({ env });

  it.each(cases.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    await expectCase(api, entry, tables);
  });
});

/** The voice platform's seam: records every call, so a case can show the platform was never reached. */
function recordingFetch() {
  const calls: string[] = [];
  const fake: typeof fetch = async (input) => {
    calls.push(String(input instanceof Request ? input.url : input));
    return Response.json({ id: 'call-1', status: 'queued' }, { status: 201 });
  };
  return { calls, fake };
}

const VOICE_ENV = {
  VAPI_PRIVATE_KEY: 'private-key-123',
  VAPI_PHONE_NUMBER_ID: 'phone-number-id',
  VAPI_ASSISTANT_ID: 'assistant-id',
};

describe('POST /create_phone_call refuses bad input, calls nobody and stores nothing', () => {
  const platform = recordingFetch();
  const api = useTestServer({ env: VOICE_ENV, deps: { fetch: platform.fake } });

  it.each(phoneCallCases.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    await expectCase(api, entry, ['phone_calls']);
    expect(platform.calls).toEqual([]);
  });
});

describe('the links in waitlist e-mails: bad tokens land on the status page and change nothing', () => {
  const api = useTestServer({ env: { LINK_SIGNING_SECRET: LINK_SECRET, PUBLIC_SITE_URL: SITE } });
  let targets: LinkTargets;
  const snapshot = async () => ({
    signups: await api.db.db.selectFrom('waitlist_signups').selectAll().orderBy('id').execute(),
    changes: await api.db.db.selectFrom('waitlist_changes').selectAll().orderBy('id').execute(),
    mail: await api.db.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute(),
  });

  beforeAll(async () => {
    // A pending sign-up, and a confirmed one with a change waiting for its link.
    for (const email of ['ann@example.com', 'bea@example.com']) {
      expect((await postJson(`${api.url}/forms/waitlist`, { ...validWaitlist, email })).status).toBe(201);
    }
    const rows = await api.db.db.selectFrom('waitlist_signups').selectAll().orderBy('id').execute();
    const [ann, bea] = rows;
    if (!ann?.confirm_nonce || !ann.delete_nonce || !bea?.confirm_nonce) throw new Error('sign-ups not stored');
    const confirmBea = signLink(
      { purpose: 'confirm', id: bea.id, nonce: bea.confirm_nonce, expiresAt: IN_14_DAYS() },
      LINK_SECRET,
    );
    // The confirmation page's button, as a person presses it.
    const confirmed = await fetch(`${api.url}/waitlist/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: confirmBea }),
    });
    expect(confirmed.headers.get('location')).toBe(statusPage('confirmed'));
    await postJson(`${api.url}/forms/waitlist`, { ...validWaitlist, email: 'bea@example.com', firstName: 'Beatrix' });
    const change = await api.db.db.selectFrom('waitlist_changes').selectAll().executeTakeFirstOrThrow();
    targets = {
      pending: { id: ann.id, confirmNonce: ann.confirm_nonce, deleteNonce: ann.delete_nonce },
      change: { id: change.id, nonce: change.nonce },
    };
  });

  it.each(linkCases.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    const request = entry.build(targets);
    const before = await snapshot();
    const response = await sendCase(api.url, request);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(request.location);
    expect(await snapshot()).toEqual(before);
    expect(before.signups.map((row) => row.status)).toEqual(['pending', 'confirmed']);
  });
});

describe('the catalogue’s valid bodies are accepted (so each case fails only for its one bad value)', () => {
  const platform = recordingFetch();
  const api = useTestServer({
    env: { ...VOICE_ENV, ADMIN_TOKEN, PUBLIC_EXPERIMENTS_ENABLED: 'true' },
    deps: { fetch: platform.fake },
  });

  it('stores the valid waitlist and contact forms', async () => {
    expect((await postJson(`${api.url}/forms/waitlist`, validWaitlist)).status).toBe(201);
    expect(await rowCount(api.db, 'waitlist_signups')).toBe(1);
    expect((await postJson(`${api.url}/forms/contact`, validContact)).status).toBe(201);
    expect(await rowCount(api.db, 'contact_messages')).toBe(1);
  });

  it('stores the valid events, one batch of each kind', async () => {
    for (const event of [pageView, impression, formSubmission]) {
      const response = await postJson(`${api.url}/events`, { events: [pageView, event] });
      expect(response.status).toBe(202);
    }
    expect(await rowCount(api.db, 'analytics_events')).toBe(6);
  });

  it('places the valid call through the recording seam', async () => {
    const response = await postJson(`${api.url}/create_phone_call`, validCall, CALLER);
    expect(response.status).toBe(201);
    expect(platform.calls).toHaveLength(1);
    expect(await rowCount(api.db, 'phone_calls')).toBe(1);
  });

  it('answers the stats for valid dates', async () => {
    const response = await fetch(`${api.url}/analytics/ab-stats?startDate=7daysAgo&endDate=today`, {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(response.status).toBe(200);
  });
});
