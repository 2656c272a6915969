import { useTranslations } from 'use-intl';
import { getBranding } from '../lib/branding';

const telHref = (value: string) => `tel:${value.replace(/[^\d+]/g, '')}`;

/** Whether the institute has configured a grievance officer (INSTITUTE_GRIEVANCE_OFFICER). */
export function hasGrievanceOfficer(): boolean {
  const { grievanceName, grievanceEmail, grievancePhone } = getBranding();
  return Boolean(grievanceName || grievanceEmail || grievancePhone);
}

/**
 * The institute's grievance officer (DPDP Act 2023 s.13), on the login screen and in the
 * student's portal; nothing when the institute has not configured one.
 */
export function GrievanceContact({ className }: { className?: string }) {
  const { grievanceName, grievanceEmail, grievancePhone } = getBranding();
  const t = useTranslations('app');
  if (!hasGrievanceOfficer()) return null;
  return (
    <div role="group" aria-labelledby="grievance-officer" className={className}>
      <p id="grievance-officer">
        <strong>{t('grievanceOfficer')}</strong>
      </p>
      <p>
        {grievanceName}
        {grievanceEmail && (
          <>
            {grievanceName && <br />}
            <a href={`mailto:${grievanceEmail}`}>{grievanceEmail}</a>
          </>
        )}
        {grievancePhone && (
          <>
            <br />
            <a href={telHref(grievancePhone)}>{grievancePhone}</a>
          </>
        )}
      </p>
    </div>
  );
}
