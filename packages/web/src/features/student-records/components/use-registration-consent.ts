import { instituteDate } from '@pragati/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { msg, translate } from '../../../i18n/locale-state';
import { toast } from '../../../lib/toast';
import { getConsentNotices } from '../api/consent-notice';
import { postRecordConsent } from '../api/record-consent';
import {
  type ConsentErrors,
  consentBody,
  type ConsentValues,
  emptyConsent,
  isConsentBlank,
} from './consent-values';

export const consentNotRecordedMessage = (reason: string) =>
  translate()('studentRecords.consent.notRecorded', { reason: msg(reason) });

/**
 * The registration wizard's step 3 state. The spec's registration call carries no consent, so a
 * filled step is posted on its own right after the student is registered.
 */
export function useRegistrationConsent() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => emptyConsent(instituteDate(new Date())));
  const [errors, setErrors] = useState<ConsentErrors>({});
  const notices = () =>
    queryClient.fetchQuery({
      queryKey: ['consent', 'notices'],
      queryFn: ({ signal }) => getConsentNotices(signal),
    });

  return {
    values,
    errors,
    onChange: (patch: Partial<ConsentValues>) => setValues((c) => ({ ...c, ...patch })),
    reset: () => {
      setValues(emptyConsent(instituteDate(new Date())));
      setErrors({});
    },
    /** The first message when the step is filled in but not valid (its fields marked), or null. */
    async problem(): Promise<string | null> {
      if (isConsentBlank(values)) return null;
      const result = consentBody(values, await notices().catch(() => undefined));
      if (!('errors' in result)) return null;
      setErrors(result.errors);
      return result.first;
    },
    /** Posts the step's consent for the student just registered; a failure leaves it pending. */
    async recordFor(regNo: string, given: ConsentValues = values) {
      if (isConsentBlank(given)) return;
      try {
        const result = consentBody(given, await notices());
        if ('errors' in result) throw new Error(result.first);
        toast.success((await postRecordConsent(regNo, result.body)).msg);
      } catch (error) {
        toast.error(consentNotRecordedMessage((error as Error).message));
      }
      await queryClient.invalidateQueries({ queryKey: ['students'] });
    },
  };
}
