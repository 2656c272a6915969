/**
 * The five evaluation categories of the Functional Assessment Checklist for Programming, in the
 * order of decisions §6 (also the order of the question bank sheet and screens).
 */
export const CATEGORIES = [
  'personal',
  'social',
  'academic',
  'occupational',
  'recreational',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_DISPLAY_NAMES: Record<Category, string> = {
  personal: 'Personal',
  social: 'Social',
  academic: 'Academic',
  occupational: 'Occupational',
  recreational: 'Recreational',
};

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}
