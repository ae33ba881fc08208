/** What the share e-mail says. */
export type ShareMailInput = { organizationName: string; formName: string; sharedBy: string; link: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Pure. The e-mail that invites someone to an anonymous feedback, in German and English (the recipient's
 * language is not known): subject, plain text and HTML with the link.
 */
export function shareMail({ organizationName, formName, sharedBy, link }: ShareMailInput) {
  const subject = `${organizationName}: Feedback erbeten / Your feedback is requested`;
  const text = [
    'Guten Tag,',
    '',
    `${sharedBy} bittet Sie um ein anonymes Feedback zu „${formName}“. Ihre Antworten werden ohne Ihren Namen gespeichert.`,
    `Zum Fragebogen: ${link}`,
    '',
    '—',
    '',
    'Hello,',
    '',
    `${sharedBy} asks for your anonymous feedback on "${formName}". Your answers are stored without your name.`,
    `Open the questionnaire: ${link}`,
    '',
    organizationName,
  ].join('\n');
  const h = escapeHtml;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Guten Tag,</p>
<p>${h(sharedBy)} bittet Sie um ein anonymes Feedback zu „${h(formName)}“. Ihre Antworten werden ohne Ihren Namen gespeichert.</p>
<p><a href="${h(link)}">Zum Fragebogen</a></p>
<hr>
<p>Hello,</p>
<p>${h(sharedBy)} asks for your anonymous feedback on "${h(formName)}". Your answers are stored without your name.</p>
<p><a href="${h(link)}">Open the questionnaire</a></p>
<p>${h(organizationName)}</p>
</body></html>`;
  return { subject, text, html };
}
