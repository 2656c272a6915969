import { useTranslations } from 'use-intl';
import { GrievanceContact, hasGrievanceOfficer } from '../../../components/grievance-contact';
import { getBranding } from '../../../lib/branding';
import classes from './login-page.module.css';

const telHref = (value: string) => `tel:${value.replace(/[^\d+]/g, '')}`;

/** The institute's name, tagline and contacts; empty details are left out, all empty said so. */
export function InstituteDetails() {
  const { name, tagline, address, phone, email, helpline, logoUrl } = getBranding();
  const t = useTranslations('auth');
  const contacts = [
    { key: 'address', term: t('address'), value: address },
    { key: 'phone', term: t('phone'), value: phone, href: telHref(phone) },
    { key: 'email', term: t('email'), value: email, href: `mailto:${email}` },
    { key: 'helpline', term: t('helpline'), value: helpline, href: telHref(helpline) },
  ].filter((contact) => contact.value.trim() !== '');

  return (
    <section className={classes.institute} aria-labelledby="institute-name">
      <img className={classes.instituteLogo} src={logoUrl} alt="" width={96} height={96} />
      <h2 id="institute-name" className={classes.instituteName}>
        {name}
      </h2>
      {tagline && <p className={classes.tagline}>{tagline}</p>}
      {contacts.length > 0 && (
        <dl className={classes.contacts}>
          {contacts.map(({ key, term, value, href }) => (
            <div key={key}>
              <dt>{term}</dt>
              <dd>{href ? <a href={href}>{value}</a> : value}</dd>
            </div>
          ))}
        </dl>
      )}
      <GrievanceContact className={classes.contacts} />
      {/* Nothing configured (INSTITUTE_* unset): say where help is, never an empty corner. */}
      {contacts.length === 0 && !hasGrievanceOfficer() && (
        <p className={classes.contacts}>{t('noContacts')}</p>
      )}
    </section>
  );
}
