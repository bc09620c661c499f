/** Text that goes into an HTML e-mail: every character that could start markup or end an attribute, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
