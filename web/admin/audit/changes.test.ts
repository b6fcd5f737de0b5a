import { describe, expect, it } from 'vitest';
import { changedFields, fieldLabel, valueText } from './changes';
import { wordLabel } from './format';

describe('changedFields', () => {
  it('lists only the fields an edit changed, in order, never the id', () => {
    const before = { id: 3, title: 'Web', link: null, image: 'a.png' };
    const after = { id: 3, title: 'Web Basics', link: 'https://x.test', image: 'a.png', password: 'changed' };
    expect(changedFields(before, after)).toEqual([
      { field: 'title', before: 'Web', after: 'Web Basics' },
      { field: 'link', before: null, after: 'https://x.test' },
      { field: 'password', before: undefined, after: 'changed' },
    ]);
  });

  it('lists every field of a creation or a deletion', () => {
    expect(changedFields(null, { id: 1, name: 'CSS' })).toEqual([{ field: 'name', before: undefined, after: 'CSS' }]);
    expect(changedFields({ id: 1, name: 'CSS', users: 0 }, null)).toEqual([
      { field: 'name', before: 'CSS', after: undefined },
      { field: 'users', before: 0, after: undefined },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });
});

describe('labels and values', () => {
  it('reads as words', () => {
    expect(wordLabel('course_title')).toBe('Course Title');
    expect([null, undefined, '', true, false, 12, { name: 'Helper', id: 2 }, [1, 2]].map(valueText)).toEqual([
      '—',
      '—',
      '—',
      'Yes',
      'No',
      '12',
      'Helper',
      '1, 2',
    ]);
  });

  it("names a bulk line's students and a setting as the Settings screen does", () => {
    const users = [
      { id: 7, name: 'Sara Ali' },
      { id: 9, name: 'Omar Nabil' },
    ];
    expect(valueText(users)).toBe('Sara Ali, Omar Nabil');
    expect(valueText(['Sara Ali in Web for 1,200.00 EGP'])).toBe('Sara Ali in Web for 1,200.00 EGP');
    expect(valueText([])).toBe('—');
    expect(fieldLabel('setting', 'buy_course_url')).toBe('Buy-Course Link');
    expect(fieldLabel('setting', 'social_x')).toBe('X (Twitter) Page');
    expect(fieldLabel('course', 'course_title')).toBe('Course Title');
  });
});
