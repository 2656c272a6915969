import { Text } from '@mantine/core';
import { useTranslations } from 'use-intl';
import { useConsentNotices } from '../api/consent-notice';
import { ConsentFields } from './consent-fields';
import type { ConsentErrors, ConsentValues } from './consent-values';

/**
 * The wizard's step 3, "Guardian and consent" (issue 19 part 2). Optional: left empty, the
 * student is registered with consent pending, to be recorded later on the details screen.
 */
export function ConsentStep({
  values,
  onChange,
  errors,
}: {
  values: ConsentValues;
  onChange: (patch: Partial<ConsentValues>) => void;
  errors: ConsentErrors;
}) {
  const t = useTranslations('studentRecords.consent');
  const notices = useConsentNotices();
  return (
    <>
      <Text mb="md">{t('stepIntro')}</Text>
      <ConsentFields
        idPrefix="registration-consent"
        values={values}
        onChange={onChange}
        notices={notices.data}
        errors={errors}
      />
    </>
  );
}
