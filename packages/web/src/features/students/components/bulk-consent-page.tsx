import { Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  CLASS_CODES,
  classDisplayName,
  instituteDate,
  type StudentListItem,
} from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { PageLayout, PageStatus } from '../../../components/page-layout';
import { useMsg } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useConsentNotices } from '../api/consent-notice';
import { useRecordConsents } from '../api/record-consents';
import { useStudentList } from '../api/student-list';
import { bulkConsentBody, emptyGuardian, emptyShared, noBulkErrors } from './bulk-consent-values';
import { GuardianFields, type GuardianValues, SharedConsentFields } from './consent-fields';
import classes from './bulk-consent.module.css';

const classOrder = (code: string) => CLASS_CODES.indexOf(code as (typeof CLASS_CODES)[number]);

/**
 * Issue 26 item 13 (decisions §15): the office records the signed forms of many students at
 * once. Active students with consent pending, by class; each ticked form gets its guardian, the
 * notice, how it was verified, the date and the purposes are given once; saved all or none.
 */
export function BulkConsentPage() {
  const session = readSession();
  const t = useTranslations('students.bulkConsent');
  const common = useTranslations('common');
  const m = useMsg();
  const list = useStudentList('admin');
  const notices = useConsentNotices();
  const save = useRecordConsents();
  const [classId, setClassId] = useState('');
  const [shared, setShared] = useState(() => emptyShared(instituteDate(new Date())));
  const [chosen, setChosen] = useState<Record<string, GuardianValues>>({});
  const [errors, setErrors] = useState(noBulkErrors);

  const pending = (list.data ?? []).filter((s) => s.status === 'active' && s.consent === 'pending');
  const classIds = [...new Set(pending.map((s) => s.classId))].sort(
    (a, b) => classOrder(a) - classOrder(b),
  );
  const shown = classId ? pending.filter((s) => s.classId === classId) : pending;
  // Only the forms on screen are saved: a class filter never sends what the admin cannot see.
  const ticked = shown.flatMap((student) => {
    const guardian = chosen[student.regNo];
    return guardian ? [{ student, guardian }] : [];
  });

  const toggle = (regNo: string, on: boolean) =>
    setChosen(({ [regNo]: _dropped, ...rest }) =>
      on ? { ...rest, [regNo]: emptyGuardian() } : rest,
    );
  const edit = (regNo: string, patch: Partial<GuardianValues>) =>
    setChosen((c) => ({ ...c, [regNo]: { ...emptyGuardian(), ...c[regNo], ...patch } }));

  const submit = () => {
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
  };

  const studentLabel = (s: StudentListItem) =>
    t('student', { name: s.name, regNo: s.regNo, class: classDisplayName(s.classId) });

  return (
    <PageLayout title={t('title')} userId={session?.userId} backTo={paths.admin.home} focusTitle>
      <Text mb="md">{t('intro')}</Text>
      {list.isPending ? (
        <PageStatus />
      ) : list.isError ? (
        <p role="alert">{common('errorText', { message: list.error.message })}</p>
      ) : pending.length === 0 ? (
        <p role="status">{t('noneAtAll')}</p>
      ) : (
        <form
          noValidate
          aria-label={t('title')}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="lg">
            <fieldset className={classes.fieldset}>
              <legend className={classes.legend}>{t('shared')}</legend>
              <Stack gap="md">
                <SharedConsentFields
                  idPrefix="bulk-consent"
                  values={shared}
                  onChange={(patch) => setShared((v) => ({ ...v, ...patch }))}
                  notices={notices.data}
                  errors={errors.shared}
                />
              </Stack>
            </fieldset>
            <NativeSelect
              label={t('classFilter')}
              value={classId}
              onChange={(e) => setClassId(e.currentTarget.value)}
              data={[
                { value: '', label: t('allClasses') },
                ...classIds.map((id) => ({ value: id, label: classDisplayName(id) })),
              ]}
              className={classes.filter}
            />
            <section aria-labelledby="bulk-consent-forms">
              <h2 id="bulk-consent-forms" className={classes.heading}>
                {t('forms', { count: shown.length })}
              </h2>
              <Text size="sm" mb="sm">
                {t('formsHint')}
              </Text>
              <Stack gap="sm">
                {shown.map((student, i) => {
                  const guardian = chosen[student.regNo];
                  return (
                    <fieldset key={student.regNo} className={classes.fieldset}>
                      <legend className={classes.legend}>{studentLabel(student)}</legend>
                      <Checkbox
                        id={`bulk-consent-${i}-inHand`}
                        label={t('formInHand')}
                        checked={Boolean(guardian)}
                        onChange={(e) => toggle(student.regNo, e.currentTarget.checked)}
                      />
                      {guardian && (
                        // A CSS grid, not SimpleGrid: its responsive columns are an inline <style>,
                        // which the CSP refuses.
                        <div className={classes.guardian}>
                          <GuardianFields
                            idPrefix={`bulk-consent-${i}`}
                            values={guardian}
                            onChange={(patch) => edit(student.regNo, patch)}
                            errors={errors.forms[student.regNo] ?? {}}
                          />
                        </div>
                      )}
                    </fieldset>
                  );
                })}
              </Stack>
            </section>
            {errors.list && (
              <p role="alert" className={classes.error}>
                {m(errors.list)}
              </p>
            )}
            <Group>
              <Button type="submit" loading={save.isPending} disabled={!notices.data}>
                {t('submit', { count: ticked.length })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </PageLayout>
  );
}
