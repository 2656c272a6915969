// Turns a domain message (English, as the server and the schemas produce it) into another
// locale's text, using the catalogs' `msg` sections. Exact texts are a map lookup; texts with
// values ("Details of 2024-001 saved.") are matched against the English templates, and each
// value is itself translated when it is a known text (a field's label, an area's name).

export type MsgSection = { [key: string]: string | MsgSection };

function flatten(section: MsgSection, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(section)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(id, value);
    else flatten(value, id, out);
  }
  return out;
}

const PLACEHOLDER = /\{(\d+)\}/g;
const HAS_PLACEHOLDER = /\{\d+\}/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Pattern = { regex: RegExp; order: number[]; target: string; literal: number };

export type MessageTranslator = (text: string) => string;

export function createMessageTranslator(en: MsgSection, target: MsgSection): MessageTranslator {
  const english = flatten(en);
  const translated = flatten(target);
  const exact = new Map<string, string>();
  // A value inside a message is translated only when it is a label (a field's or an area's
  // name) or a whole message, never because an id happens to spell another message. (An id that
  // spells a label, a regNo "Other", would still be translated: templates do not say which
  // values are labels.)
  const labels = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [id, source] of english) {
    const text = translated.get(id) || source;
    if (!HAS_PLACEHOLDER.test(source)) {
      // The first id wins when two groups share a text (their translations agree by test).
      if (!exact.has(source)) exact.set(source, text);
      if (/_(LABELS|NAMES)\./.test(id) && !labels.has(source)) labels.set(source, text);
      continue;
    }
    const order: number[] = [];
    const body = source
      .split(PLACEHOLDER)
      .map((part, i) => {
        if (i % 2 === 0) return escape(part);
        order.push(Number(part));
        return '([\\s\\S]+?)';
      })
      .join('');
    const literal = source.replace(PLACEHOLDER, '').length;
    patterns.push({ regex: new RegExp(`^${body}$`), order, target: text, literal });
  }
  // The most specific template first: "Row {0} saved." before "{0} saved.".
  patterns.sort((a, b) => b.literal - a.literal);

  const translate = (text: string, depth: number): string => {
    // A value may also be a whole message (an upload error quoting the reason): a sentence, not
    // a short name or id.
    const hit =
      depth === 0
        ? exact.get(text)
        : (labels.get(text) ?? (text.length > 24 ? exact.get(text) : undefined));
    if (hit !== undefined) return hit;
    if (depth > 0) return text;
    for (const { regex, order, target: template } of patterns) {
      const match = regex.exec(text);
      if (!match) continue;
      const values = new Map<number, string>();
      order.forEach((index, i) => values.set(index, translate(match[i + 1] ?? '', depth + 1)));
      return template.replace(
        PLACEHOLDER,
        (whole, index: string) => values.get(Number(index)) ?? whole,
      );
    }
    return text;
  };
  return (text) => translate(text, 0);
}
