import { useRuntimeConfig } from '@novavox/contracts-runtime';

/** The contact address comes from runtime config, so it can change without rebuilding the remote. */
export function ContactEmailLink() {
  const { contactEmail } = useRuntimeConfig();
  return <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
}
