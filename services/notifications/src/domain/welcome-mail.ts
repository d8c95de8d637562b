import { Messages } from './messages';
import { NOTICE_LINKS } from './notice-rules';

/**
 * Whom a mail greets: a company's contact person (a person reads the mail, not the company), else its company name;
 * a creator by her display name.
 */
export function greetingName(party: { role: string; displayName: string; companyName: string; contactPerson?: string }): string {
  if (party.role !== 'bedrijf') return party.displayName;
  return party.contactPerson || party.companyName || party.displayName;
}

/** The welcome mail of a new account: a company is led to post its first opdracht, a creator to the opdrachten. */
export function welcomeMail(role: string): { subject: string; lines: string[]; link: string; linkLabel: string } {
  const company = role === 'bedrijf';
  return {
    subject: Messages.welcome.subject,
    lines: [...(company ? Messages.welcome.bedrijf : Messages.welcome.creator)],
    link: company ? NOTICE_LINKS.createAssignment : NOTICE_LINKS.assignments,
    linkLabel: company ? Messages.welcome.linkBedrijf : Messages.welcome.linkCreator,
  };
}
