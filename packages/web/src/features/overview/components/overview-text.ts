import { useLocale, useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useGroupName } from '../../../lib/programme-groups';
import { paths } from '../../../lib/paths';

export type OverviewRole = 'admin' | 'principal';

export const PERCENT_CATEGORIES = ['personal', 'social', 'academic', 'occupational'] as const;

export type OverviewT = ReturnType<typeof useTranslations<'overview'>>;

/** The screen's texts and numbers in the current language (Indian digit grouping). */
export function useOverviewText() {
  const t = useTranslations('overview');
  const locale = useLocale();
  const number = new Intl.NumberFormat(`${locale}-IN`);
  const percent = new Intl.NumberFormat(`${locale}-IN`, { maximumFractionDigits: 2 });
  return { t, m: useMsg(), number, percent, groupName: useGroupName() };
}

/** The lists behind the figures, with the list screens' own search params (issue 14 part 2). */
export function listLinks(role: OverviewRole) {
  const rolePaths = role === 'admin' ? paths.admin : paths.principal;
  return {
    students: (classId?: string) =>
      classId
        ? `${rolePaths.viewStudents}?${new URLSearchParams({ class: classId })}`
        : rolePaths.viewStudents,
    teachers: (teacherId?: string) =>
      teacherId
        ? `${rolePaths.viewTeachers}?${new URLSearchParams({ q: teacherId })}`
        : rolePaths.viewTeachers,
  };
}
