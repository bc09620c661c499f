import { callTriggerLabel } from '@novavox/contracts-runtime/call-flavour';
import { describe, expect, it } from 'vitest';
import { callDialogTitle, endCallLabel, endedReasonText, microphoneProblemMessage, submitLabel } from './call-copy';

describe('call copy', () => {
  it('titles the dialog by flavour', () => {
    expect(callDialogTitle('wellness')).toBe('Wellness Check-In Call');
    expect(callDialogTitle('default')).toBe('NovaVox Voice Assistant Demo');
    expect(callDialogTitle('customer-insights')).toBe('NovaVox Voice Assistant Demo');
  });

  it('labels the submit button', () => {
    expect(submitLabel('default', 'web', true)).toBe('Setting up...');
    expect(submitLabel('wellness', 'phoneVapi', false)).toBe('Begin Wellness Call');
    expect(submitLabel('default', 'web', false)).toBe('Begin Check-In Web Call');
    expect(submitLabel('customer-insights', 'phoneVapi', false)).toBe('Begin Check-In Phone Call');
  });

  it('reads, while a call is set up, what every call trigger reads then', () => {
    for (const flavour of ['default', 'wellness', 'customer-insights'] as const)
      for (const type of ['web', 'phoneVapi'] as const)
        expect(submitLabel(flavour, type, true)).toBe(callTriggerLabel(flavour, true));
  });

  it('labels the end button', () => {
    expect(endCallLabel(false)).toBe('End Interview');
    expect(endCallLabel(true)).toBe('End Wellness Call');
  });

  it('words a microphone problem, suggesting a phone call only while one is offered', () => {
    expect(microphoneProblemMessage('blocked', true)).toBe(
      'Microphone access is blocked. Allow this site to use your microphone in your browser settings, then try again, or choose Phone Call.',
    );
    expect(microphoneProblemMessage('missing', true)).toBe(
      'No microphone was found. Connect a microphone and try again, or choose Phone Call.',
    );
    expect(microphoneProblemMessage('blocked', false)).toBe(
      'Microphone access is blocked. Allow this site to use your microphone in your browser settings, then try again.',
    );
    expect(microphoneProblemMessage('missing', false)).toBe(
      'No microphone was found. Connect a microphone and try again.',
    );
  });

  it('words the end reasons', () => {
    expect(endedReasonText('assistant-ended-call')).toBe('The assistant ended the call.');
    expect(endedReasonText('pipeline-error-openai')).toBe('The call ended (pipeline-error-openai).');
    expect(endedReasonText(null)).toBe('The call has ended.');
  });
});
