import { Checkbox, NativeSelect, Stack, TextInput } from '@mantine/core';
import { UDID_KIND_LABELS, UDID_KINDS } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import type { DraftErrors, ProfileDraft } from './profile-draft';

type Props = {
  draft: ProfileDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<ProfileDraft>) => void;
};

/** The disability certificate: permanent, or with the date of its re-assessment. */
export function CertificateFields({ draft, errors, onChange }: Props) {
  const t = useTranslations('disabilityProfile');
  const m = useMsg();
  const error = (key: string) => (errors[key] ? m(errors[key]) : undefined);
  const cert = (patch: Partial<ProfileDraft['certificate']>) =>
    onChange({ certificate: { ...draft.certificate, ...patch } });
  return (
    <fieldset>
      <legend>{t('certificate')}</legend>
      <Checkbox
        label={t('hasCertificate')}
        checked={draft.hasCertificate}
        onChange={(e) => onChange({ hasCertificate: e.currentTarget.checked })}
      />
      {draft.hasCertificate && (
        <Stack gap="xs" mt="xs">
          <TextInput
            label={t('certificateNumber')}
            value={draft.certificate.number}
            error={error('certificate.number')}
            onChange={(e) => cert({ number: e.currentTarget.value })}
          />
          <TextInput
            label={t('authority')}
            value={draft.certificate.authority}
            error={error('certificate.authority')}
            onChange={(e) => cert({ authority: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('issuedOn')}
            value={draft.certificate.issuedOn}
            error={error('certificate.issuedOn')}
            onChange={(e) => cert({ issuedOn: e.currentTarget.value })}
          />
          <Checkbox
            label={t('permanent')}
            checked={draft.permanent}
            onChange={(e) => onChange({ permanent: e.currentTarget.checked })}
          />
          {!draft.permanent && (
            <TextInput
              type="date"
              label={t('reassessOn')}
              value={draft.certificate.reassessOn}
              error={error('certificate.reassessOn')}
              onChange={(e) => cert({ reassessOn: e.currentTarget.value })}
            />
          )}
        </Stack>
      )}
    </fieldset>
  );
}

/** The UDID card, or the enrolment number while the card is applied for. */
export function UdidFields({ draft, errors, onChange }: Props) {
  const t = useTranslations('disabilityProfile');
  const m = useMsg();
  const error = (key: string) => (errors[key] ? m(errors[key]) : undefined);
  return (
    <fieldset>
      <legend>{t('udid')}</legend>
      <Stack gap="xs">
        <NativeSelect
          label={t('udidKind')}
          value={draft.udidKind}
          error={error('udid.kind')}
          data={[
            { value: '', label: t('udidNone') },
            ...UDID_KINDS.map((k) => ({ value: k, label: m(UDID_KIND_LABELS[k]) })),
          ]}
          onChange={(e) =>
            onChange({ udidKind: e.currentTarget.value as ProfileDraft['udidKind'] })
          }
        />
        {draft.udidKind && (
          <>
            <TextInput
              label={t('udidNumber')}
              description={draft.udidKind === 'udid' ? t('udidHint') : undefined}
              value={draft.udidNumber}
              error={error('udid.number')}
              onChange={(e) => onChange({ udidNumber: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('udidExpires')}
              value={draft.udidExpiresOn}
              error={error('udid.expiresOn')}
              onChange={(e) => onChange({ udidExpiresOn: e.currentTarget.value })}
            />
          </>
        )}
      </Stack>
    </fieldset>
  );
}
