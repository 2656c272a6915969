import type { QuestionList } from '@pragati/domain';
import { useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { type DraftItem, fromList } from './editor-draft';

/**
 * The editor's draft of one list: its items in order, their numbers (retired ones have none),
 * and the changes to it, each announced to screen readers.
 */
export function useQuestionDraft(list: QuestionList) {
  const [draft, setDraft] = useState<DraftItem[]>(() => fromList(list));
  const [announcement, setAnnouncement] = useState('');
  const nextKey = useRef(0);
  const t = useTranslations('questionBank');

  const numbers = new Map<string, number>();
  draft.filter((d) => !d.retire).forEach((d, i) => numbers.set(d.key, i + 1));
  const rowName = (d: DraftItem) => {
    const no = numbers.get(d.key);
    return no
      ? t('editor.rowName', { n: no })
      : t('editor.rowNameRetired', { text: d.question.slice(0, 40) });
  };

  const update = (key: string, change: Partial<DraftItem>) =>
    setDraft((items) => items.map((d) => (d.key === key ? { ...d, ...change } : d)));

  const remove = (key: string) => setDraft((items) => items.filter((i) => i.key !== key));

  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    if (target < 0 || target >= draft.length) return;
    const items = [...draft];
    [items[index], items[target]] = [items[target]!, items[index]!];
    setDraft(items);
    setAnnouncement(t('editor.moved', { position: target + 1, total: items.length }));
  };

  const add = (question: string) => {
    nextKey.current += 1;
    setDraft((items) => [
      ...items,
      { key: `new-${nextKey.current}`, question, questionHi: '', retire: false },
    ]);
    setAnnouncement(t('editor.added', { n: numbers.size + 1 }));
  };

  const restore = (itemId: number, question: string, questionHi: string | null) => {
    setDraft((items) => [
      ...items,
      { key: `item-${itemId}`, itemId, question, questionHi: questionHi ?? '', retire: false },
    ]);
    setAnnouncement(t('editor.restored', { n: numbers.size + 1 }));
  };

  const inDraft = new Set(draft.map((d) => d.itemId));
  const restorable = list.retired.filter((r) => !inDraft.has(r.itemId));

  return { draft, numbers, rowName, update, remove, move, add, restore, restorable, announcement };
}
