import { Button, Switch, Table } from '@mantine/core';
import { yearsOf } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import type { ProgrammeGroupRow } from '../api/programme-groups';
import { useUpdateProgrammeGroup } from '../api/update-programme-group';
import classes from './programme-structure.module.css';

type Props = {
  group: ProgrammeGroupRow;
  name: string;
  onEdit: (group: ProgrammeGroupRow) => void;
  /** The status line's message; null clears it when a new change starts. */
  onSaved: (message: string | null) => void;
};

/**
 * One group: its name in the current language, class codes, students, year end, the switch that
 * enables it (a refusal, e.g. the 409 of a group with students, shown beside it while the focus
 * stays on the switch) and the button that opens its edit dialog.
 */
export function GroupRow({ group, name, onEdit, onSaved }: Props) {
  const t = useTranslations('programmeStructure');
  const m = useMsg();
  const update = useUpdateProgrammeGroup();
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = `group-${group.code}-error`;

  const toggle = (enabled: boolean) => {
    if (update.isPending) return;
    setProblem(null);
    onSaved(null);
    update.mutate(
      { code: group.code, body: { enabled } },
      {
        onSuccess: () => onSaved(t(enabled ? 'enabledNow' : 'disabledNow', { name })),
        onError: (error) =>
          setProblem(error instanceof ApiError && error.message ? m(error.message) : t('failed')),
      },
    );
  };

  const checked = update.isPending ? Boolean(update.variables?.body.enabled) : group.enabled;
  return (
    <Table.Tr>
      <Table.Th scope="row">{name}</Table.Th>
      <Table.Td>
        <span className={classes.codes}>
          {yearsOf(group).map((year) => (
            <code key={year}>{`${group.code}_${year}`}</code>
          ))}
        </span>
      </Table.Td>
      <Table.Td>{group.students}</Table.Td>
      <Table.Td>{t(group.yearEnd)}</Table.Td>
      <Table.Td>
        <Switch
          checked={checked}
          onChange={(e) => toggle(e.currentTarget.checked)}
          aria-label={t('enableLabel', { name })}
          aria-describedby={problem ? errorId : undefined}
          label={checked ? t('on') : t('off')}
          classNames={{ root: classes.switch }}
        />
        {problem && (
          <p id={errorId} role="alert" className={classes.error}>
            {problem}
          </p>
        )}
      </Table.Td>
      <Table.Td>
        <Button
          variant="default"
          size="sm"
          aria-label={t('editLabel', { name })}
          onClick={() => onEdit(group)}
        >
          {t('edit')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
