import { Button, Group } from '@mantine/core';
import {
  AADHAAR_LENGTH,
  instituteDate,
  REGISTRATION_MESSAGES,
  registrationFieldOfMessage,
  registrationInfoIssues,
  type StudentDetailsRecord,
  studentDetailsUpdateSchema,
} from '@pragati/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { useMsg } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useStudentDetails } from '../api/student-details';
import { useUpdateStudentDetails } from '../api/update-student-details';
import {
  addServerError,
  type ErrorState,
  firstField,
  flagIssues,
  NO_ERRORS,
  stepOneValues,
  visibleErrors,
} from './intake/field-errors';
import {
  detailsPayload,
  type IntakeInfo,
  intakeFromRecord,
  type IntakeValues,
  type TextGroupName,
} from './intake/form-values';
import intake from './intake/intake.module.css';
import { OptionalGroups, type OptionalTab } from './intake/optional-groups';
import { focusField, RequiredFields } from './intake/required-fields';
import classes from './students.module.css';

/** Admin correction of a student's details (decisions §7): the registration rules, audited. */
export function EditStudentPage() {
  const t = useTranslations('studentRecords.edit');
  const session = readSession();
  const { studentId = '' } = useParams();
  const details = useStudentDetails('admin', studentId);
  return (
    <PageLayout
      title={t('title')}
      userId={session?.userId}
      backTo={paths.admin.studentDetails(studentId)}
    >
      {details.isPending ? (
        <PageStatus />
      ) : details.isError ? (
        <p role="alert" className={classes.error}>
          {t('error', { message: details.error.message })}
        </p>
      ) : (
        <EditForm record={details.data} />
      )}
    </PageLayout>
  );
}

/**
 * The registration's rules, marked on their fields (issue 14 part 7); an empty Aadhaar keeps the
 * stored number, and the class is not edited here.
 */
function editChecks(info: IntakeInfo) {
  const keepsAadhaar = { ...info, aadharNo: info.aadharNo || '0'.repeat(AADHAAR_LENGTH) };
  const fields = stepOneValues(keepsAadhaar, 'placed');
  return { fields, issues: registrationInfoIssues(fields, 'placed', instituteDate(new Date())) };
}

function EditForm({ record }: { record: StudentDetailsRecord }) {
  const t = useTranslations('studentRecords.edit');
  const m = useMsg();
  const navigate = useNavigate();
  const update = useUpdateStudentDetails(record.regNo);
  const [values, setValues] = useState<IntakeValues>(() => intakeFromRecord(record));
  const [tab, setTab] = useState<OptionalTab>('info');
  const [errorState, setErrorState] = useState<ErrorState>(NO_ERRORS);
  const back = paths.admin.studentDetails(record.regNo);

  const { fields, issues } = editChecks(values.info);
  const errors = visibleErrors(errorState, issues, fields);

  const onInfo = (patch: Partial<IntakeInfo>) =>
    setValues((v) => ({ ...v, info: { ...v.info, ...patch } }));
  const onGroup = (group: TextGroupName, key: string, value: string) =>
    setValues((v) => ({ ...v, [group]: { ...v[group], [key]: value } }));

  const save = () => {
    const first = firstField(issues.map((issue) => issue.field));
    if (first) {
      setErrorState((state) => flagIssues(state, issues));
      toast.error(issues[0]!.toast);
      focusField(first);
      return;
    }
    const payload = detailsPayload(values);
    const parsed = studentDetailsUpdateSchema(instituteDate(new Date())).safeParse(payload);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? REGISTRATION_MESSAGES.required);
      return;
    }
    update.mutate(payload, {
      onSuccess: (result) => {
        toast.success(result.msg);
        void navigate(back);
      },
      onError: (error) => {
        toast.error(t('error', { message: error.message }));
        const field = registrationFieldOfMessage(error.message, record.regNo, m);
        if (!field) return;
        setErrorState((state) =>
          addServerError(state, { field, message: error.message, value: fields[field] }),
        );
        focusField(field);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h2 className={intake.stepHeading}>{t('required')}</h2>
      <RequiredFields
        info={values.info}
        onInfo={onInfo}
        errors={errors}
        editing={{ maskedAadhaar: record.info.aadharNo }}
      />
      <h2 className={intake.stepHeading}>{t('optional')}</h2>
      <OptionalGroups values={values} onInfo={onInfo} onGroup={onGroup} tab={tab} onTab={setTab} />
      <Group mt="xl">
        <Button type="submit" loading={update.isPending}>
          {t('save')}
        </Button>
        <Button component={Link} to={back} variant="default">
          {t('cancel')}
        </Button>
      </Group>
    </form>
  );
}
