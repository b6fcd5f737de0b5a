/** What an Audit Log line changed: the fields whose value differs between before and after. */
import { SETTING_LABELS, type SettingKey } from '../../../contracts/settings';
import { wordLabel } from './format';

type Fields = Record<string, unknown> | null;

export type FieldChange = { field: string; before: unknown; after: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changed fields, in the record's order: every field of a creation (nothing before) or a
 * deletion (nothing after), only the differing ones of an edit. `id` is the line's record and
 * never a change.
 */
export function changedFields(before: Fields, after: Fields): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((key) => key !== 'id');
  return keys
    .map((field) => ({
      field,
      before: before && field in before ? before[field] : undefined,
      after: after && field in after ? after[field] : undefined,
    }))
    .filter((change) => !before || !after || !same(change.before, change.after));
}

/** A field's name as the dialog shows it: a setting as the Settings screen names it, else in words. */
export function fieldLabel(entity: string, field: string): string {
  return (entity === 'setting' && SETTING_LABELS[field as SettingKey]) || wordLabel(field);
}

/** A value as the dialog shows it: '—' for nothing, Yes/No, lists item by item, objects as their name or JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '—';
  if (typeof value === 'object') {
    const named = value as { name?: unknown };
    return typeof named.name === 'string' ? named.name : JSON.stringify(value);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}
