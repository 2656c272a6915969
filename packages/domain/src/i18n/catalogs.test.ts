// Issue 16 part 1: every message has a translation in every locale. en.json's `msg` section is
// the domain's messages (regenerate with scripts/gen-msg-catalog.ts); every other locale has
// every key of en.json, non-empty, with the same placeholders, and written in its own script.
import { describe, expect, it } from 'vitest';
import * as domain from '../index';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import { LOCALES } from '../locales/index';
import { MESSAGE_GROUPS, messageTemplates } from './message-templates';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[id] = value;
    else flatten(value, id, out);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();

/** Texts that are the same in Hindi: names of things and codes staff know in English. */
const SAME_IN_HINDI = new Set<string>([
  'language.label',
  // The answers' short codes are written on the checklist as they are (+, NA, NE, VP, PP).
  'msg.ANSWER_LABELS.Yes.short',
  'msg.ANSWER_LABELS.NA.short',
  'msg.ANSWER_LABELS.NE.short',
  'msg.ANSWER_LABELS.C-P1.short',
  'msg.ANSWER_LABELS.C-P2.short',
  // The register's marks are P and A in Hindi-medium registers too; the caption is two values.
  'attendance.month.present',
  'attendance.month.absent',
  'attendance.month.caption',
]);
const DEVANAGARI = /[\u0900-\u097F]/;

const catalogs: Record<string, Tree> = { en, hi };

describe('message catalogs', () => {
  it('has a file for every locale', () => {
    expect(Object.keys(catalogs).sort()).toEqual(LOCALES.map((l) => l.code).sort());
  });

  it('holds every domain message (run scripts/gen-msg-catalog.ts after changing one)', () => {
    const templates = messageTemplates();
    expect(flatten(en.msg as Tree, 'msg')).toEqual(
      Object.fromEntries(Object.entries(templates).map(([id, text]) => [`msg.${id}`, text])),
    );
  });

  it('lists every exported message and label group', () => {
    const exported = Object.keys(domain).filter((name) => /_(MESSAGES|MESSAGE|LABELS)$/.test(name));
    const known = new Set(Object.keys(MESSAGE_GROUPS));
    expect(exported.filter((name) => !known.has(name))).toEqual([]);
  });

  const english = flatten(en as Tree);
  for (const [code, catalog] of Object.entries(catalogs)) {
    if (code === 'en') continue;
    it(`${code}: translates every key of en.json, with the same placeholders`, () => {
      const other = flatten(catalog);
      const problems: string[] = [];
      for (const [id, source] of Object.entries(english)) {
        const text = other[id];
        if (typeof text !== 'string' || !text.trim()) problems.push(`${id}: missing`);
        else if (placeholders(text).join() !== placeholders(source).join())
          problems.push(`${id}: placeholders ${placeholders(text)} vs ${placeholders(source)}`);
        else if (code === 'hi' && !DEVANAGARI.test(text) && !SAME_IN_HINDI.has(id))
          problems.push(`${id}: not translated (${JSON.stringify(text)})`);
      }
      for (const id of Object.keys(other)) if (!(id in english)) problems.push(`${id}: not in en`);
      expect(problems).toEqual([]);
    });
  }
});
