import { Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { type StudentListItem } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useMsg } from '../../../i18n/i18n-provider';
import { useClassOrder, useGroupName } from '../../../lib/programme-groups';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { useStudentList } from '../api/student-list';
import classes from './bulk-consent.module.css';
import type { ConsentErrors } from './consent-values';
import { GuardianFields, type GuardianValues, SharedConsentFields } from './consent-fields';
import { useBulkConsent } from './use-bulk-consent';

type FormProps = {
  student: StudentListItem;
  index: number;
  guardian: GuardianValues | undefined;
  errors: ConsentErrors;
  onToggle: (on: boolean) => void;
  onEdit: (patch: Partial<GuardianValues>) => void;
};

/** One student's signed form: ticked when in hand, then its guardian. */
function SignedForm({ student, index, guardian, errors, onToggle, onEdit }: FormProps) {
  const t = useTranslations('studentRecords.bulkConsent');
  const groupName = useGroupName();
  const label = {
    name: student.name,
    regNo: student.regNo,
    class: groupName(student.classId),
  };
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{t('student', label)}</legend>
      <Checkbox
        id={`bulk-consent-${index}-inHand`}
        label={t('formInHand')}
        checked={Boolean(guardian)}
        onChange={(e) => onToggle(e.currentTarget.checked)}
      />
      {guardian && (
        // A CSS grid, not SimpleGrid: its responsive columns are an inline <style>, which the
        // CSP refuses.
        <div className={classes.guardian}>
          <GuardianFields
            idPrefix={`bulk-consent-${index}`}
            values={guardian}
            onChange={onEdit}
            errors={errors}
          />
        </div>
      )}
    </fieldset>
  );
}

/** The forms of the students shown, each ticked when in hand. */
function SignedFormsSection({
  shown,
  bulk,
}: {
  shown: readonly StudentListItem[];
  bulk: ReturnType<typeof useBulkConsent>;
}) {
  const t = useTranslations('studentRecords.bulkConsent');
  return (
    <section aria-labelledby="bulk-consent-forms">
      <h2 id="bulk-consent-forms" className={classes.heading}>
        {t('forms', { count: shown.length })}
      </h2>
      <Text size="sm" mb="sm">
        {t('formsHint')}
      </Text>
      <Stack gap="sm">
        {shown.map((student, index) => (
          <SignedForm
            key={student.regNo}
            student={student}
            index={index}
            guardian={bulk.chosen[student.regNo]}
            errors={bulk.errors.forms[student.regNo] ?? {}}
            onToggle={(on) => bulk.toggle(student.regNo, on)}
            onEdit={(patch) => bulk.edit(student.regNo, patch)}
          />
        ))}
      </Stack>
    </section>
  );
}

/** The shared fields, the class filter and the forms of the pending students given. */
function BulkConsentForm({ pending }: { pending: readonly StudentListItem[] }) {
  const t = useTranslations('studentRecords.bulkConsent');
  const m = useMsg();
  const groupName = useGroupName();
  const classOrder = useClassOrder();
  const [classId, setClassId] = useState('');
  const classIds = [...new Set(pending.map((s) => s.classId))].sort(
    (a, b) => classOrder(a) - classOrder(b),
  );
  const shown = classId ? pending.filter((s) => s.classId === classId) : pending;
  const bulk = useBulkConsent(shown);
  return (
    <form
      noValidate
      aria-label={t('title')}
      onSubmit={(event) => {
        event.preventDefault();
        bulk.submit();
      }}
    >
      <Stack gap="lg">
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{t('shared')}</legend>
          <Stack gap="md">
            <SharedConsentFields
              idPrefix="bulk-consent"
              values={bulk.shared}
              onChange={bulk.editShared}
              notices={bulk.notices.data}
              errors={bulk.errors.shared}
            />
          </Stack>
        </fieldset>
        <NativeSelect
          label={t('classFilter')}
          value={classId}
          onChange={(e) => setClassId(e.currentTarget.value)}
          data={[
            { value: '', label: t('allClasses') },
            ...classIds.map((id) => ({ value: id, label: groupName(id) })),
          ]}
          className={classes.filter}
        />
        <SignedFormsSection shown={shown} bulk={bulk} />
        {bulk.errors.list && (
          <p role="alert" className={classes.error}>
            {m(bulk.errors.list)}
          </p>
        )}
        <Group>
          <Button type="submit" loading={bulk.saving} disabled={!bulk.notices.data}>
            {t('submit', { count: bulk.ticked.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Issue 26 item 13 (decisions §15): the office records the signed forms of many students at
 * once. Active students with consent pending, by class; each ticked form gets its guardian, the
 * notice, how it was verified, the date and the purposes are given once; saved all or none.
 */
export function BulkConsentPage() {
  const t = useTranslations('studentRecords.bulkConsent');
  const common = useTranslations('common');
  const list = useStudentList('admin');
  const pending = (list.data ?? []).filter((s) => s.status === 'active' && s.consent === 'pending');
  return (
    <PageLayout
      title={t('title')}
      userId={readSession()?.userId}
      backTo={paths.admin.home}
      focusTitle
    >
      <Text mb="md">{t('intro')}</Text>
      {list.isPending ? (
        <PageStatus />
      ) : list.isError ? (
        <p role="alert">{common('errorText', { message: list.error.message })}</p>
      ) : pending.length === 0 ? (
        <p role="status">{t('noneAtAll')}</p>
      ) : (
        <BulkConsentForm pending={pending} />
      )}
    </PageLayout>
  );
}
