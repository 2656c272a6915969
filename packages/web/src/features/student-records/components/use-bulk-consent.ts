import { instituteDate, type StudentListItem } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { toast } from '../../../lib/toast';
import { useConsentNotices } from '../api/consent-notice';
import { useRecordConsents } from '../api/record-consents';
import { bulkConsentBody, emptyGuardian, emptyShared, noBulkErrors } from './bulk-consent-values';
import type { GuardianValues } from './consent-fields';

/**
 * The bulk consent screen's state: the shared fields, the ticked forms (by regNo) with their
 * guardians, the errors, and the save of the forms on screen (`shown`).
 */
export function useBulkConsent(shown: readonly StudentListItem[]) {
  const common = useTranslations('common');
  const m = useMsg();
  const notices = useConsentNotices();
  const save = useRecordConsents();
  const [shared, setShared] = useState(() => emptyShared(instituteDate(new Date())));
  const [chosen, setChosen] = useState<Record<string, GuardianValues>>({});
  const [errors, setErrors] = useState(noBulkErrors);
  // Only the forms on screen are saved: a class filter never sends what the admin cannot see.
  const ticked = shown.flatMap((student) => {
    const guardian = chosen[student.regNo];
    return guardian ? [{ student, guardian }] : [];
  });

  return {
    notices,
    saving: save.isPending,
    shared,
    chosen,
    errors,
    ticked,
    editShared: (patch: Partial<typeof shared>) => setShared((v) => ({ ...v, ...patch })),
    toggle: (regNo: string, on: boolean) =>
      setChosen(({ [regNo]: _dropped, ...rest }) =>
        on ? { ...rest, [regNo]: emptyGuardian() } : rest,
      ),
    edit: (regNo: string, patch: Partial<GuardianValues>) =>
      setChosen((c) => ({ ...c, [regNo]: { ...emptyGuardian(), ...c[regNo], ...patch } })),
    submit() {
      const result = bulkConsentBody(shared, ticked, notices.data);
      if ('errors' in result) {
        setErrors(result.errors);
        toast.error(m(result.first));
        return;
      }
      setErrors(noBulkErrors());
      save.mutate(result.body, {
        onSuccess: (answer) => {
          toast.success(answer.msg);
          setChosen({});
        },
        onError: (error) => toast.error(common('errorText', { message: error.message })),
      });
    },
  };
}
