/** The optional "who is it for" choice of the waitlist form; the stored value is the label itself. */
export const waitlistInterests = [
  'My mother or father',
  'My grandparent',
  'Another relative or friend',
  'Myself',
  'Clients or patients I care for professionally',
] as const;
